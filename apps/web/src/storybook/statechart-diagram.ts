import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * A machine's statechart as Mermaid's `stateDiagram-v2` text, read from the machine's own
 * definition (its state nodes and their transitions): the diagram a designer sees on a flow's
 * docs page cannot drift from the code, since it is drawn from it each time Storybook builds.
 */
export function statechartOf(machine: AnyStateMachine): string {
  return ['stateDiagram-v2', ...nodeLines(machine.root, 1)].join('\n');
}

const idOf = (node: AnyStateNode) => node.path.join('__');

/** What a person (or the app) does to move on: the event, else what the machine waited for. */
export function eventLabel(eventType: string): string {
  if (/^xstate\.done\.actor\./.test(eventType)) return 'done';
  if (/^xstate\.error\.actor\./.test(eventType)) return 'error';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  return eventType === '' ? 'always' : eventType;
}

function guardLabel(guard: unknown): string {
  if (guard === undefined || guard === null) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'function') return ` [${guard.name || 'guarded'}]`;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    return ` [${guard.type}]`;
  }
  return ' [guarded]';
}

type Transition = { target?: readonly AnyStateNode[]; guard?: unknown };

function transitionLines(node: AnyStateNode, indent: string): string[] {
  const lines: string[] = [];
  const add = (label: string, transition: Transition) => {
    for (const target of transition.target ?? []) {
      // A transition to itself that only counts (a tick) says nothing about the flow.
      if (target === node && label.startsWith('after ')) continue;
      lines.push(
        `${indent}${idOf(node)} --> ${idOf(target)} : ${label}${guardLabel(transition.guard)}`,
      );
    }
  };
  for (const [eventType, transitions] of node.transitions) {
    for (const transition of transitions) add(eventLabel(eventType), transition);
  }
  for (const transition of node.always ?? []) add('always', transition);
  return lines;
}

function nodeLines(node: AnyStateNode, depth: number): string[] {
  const indent = '  '.repeat(depth);
  const children = Object.values(node.states);
  const lines: string[] = [];
  const initial = node.initial?.target[0];
  if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`);
  for (const child of children) {
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state "${child.key}" as ${idOf(child)} {`);
      lines.push(...nodeLines(child, depth + 1));
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${child.key}" as ${idOf(child)}`);
    }
    if (child.type === 'final') lines.push(`${indent}${idOf(child)} --> [*]`);
  }
  for (const child of children) lines.push(...transitionLines(child, indent));
  return lines;
}
