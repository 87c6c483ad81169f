import { cn } from '../lib/cn.ts';
import { groupThousands as number } from '../lib/group-thousands.ts';

export interface CharacterCountProps {
  /** Tie it to its field with aria-describedby. */
  id: string;
  length: number;
  max: number;
  className?: string;
}

/**
 * How much of a text field's limit is used ('120 / 1,000'). Over the limit it turns red and
 * says by how much; the form's own check refuses the text, so nothing is cut off silently.
 */
export function CharacterCount({ id, length, max, className }: CharacterCountProps) {
  const over = length - max;
  return (
    <p
      id={id}
      data-slot="character-count"
      className={cn(
        'text-right text-xs tabular-nums',
        over > 0 ? 'font-medium text-destructive' : 'text-muted-foreground',
        className,
      )}
    >
      {`${number(length)} / ${number(max)}`}
      {over > 0 ? ` · ${number(over)} too many` : null}
    </p>
  );
}
