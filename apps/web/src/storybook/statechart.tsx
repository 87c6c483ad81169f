import { useEffect, useId, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { statechartOf } from './statechart-diagram.ts';

/**
 * A flow's docs page: the machine's statechart, drawn by Mermaid from the machine's definition,
 * with the same text beneath for anyone who cannot see the picture.
 */
export function Statechart({ machine }: { machine: AnyStateMachine }) {
  const diagram = statechartOf(machine);
  const id = `statechart-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [svg, setSvg] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const { default: mermaid } = await import('mermaid');
        mermaid.initialize({ startOnLoad: false, theme: 'neutral', securityLevel: 'strict' });
        const drawn = await mermaid.render(id, diagram);
        if (current) setSvg(drawn.svg);
      } catch (error) {
        if (current) setFailure(error instanceof Error ? error.message : String(error));
      }
    })();
    return () => {
      current = false;
    };
  }, [diagram, id]);

  return (
    <figure className="grid gap-4">
      {svg === null ? (
        <p role="status">{failure ?? `Drawing the ${machine.id} statechart…`}</p>
      ) : (
        // Mermaid's own drawing of our own text (security level strict: no links, no HTML labels).
        <div
          role="img"
          aria-label={`Statechart of ${machine.id}`}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      )}
      <figcaption>
        <details>
          <summary>The statechart as text</summary>
          <pre>{diagram}</pre>
        </details>
      </figcaption>
    </figure>
  );
}
