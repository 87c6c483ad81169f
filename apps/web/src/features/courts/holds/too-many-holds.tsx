import { MyHoldsList } from './my-holds-list.tsx';
import { useMyHolds } from './use-my-holds.ts';

export interface TooManyHoldsProps {
  /** after one is let go of: hold this court again */
  onReleased: () => void;
}

/**
 * The courts the player already holds, when holding one more was refused: each with Continue and
 * Release, and releasing one holds this court at once.
 */
export function TooManyHolds({ onReleased }: TooManyHoldsProps) {
  const { query, holds, release } = useMyHolds();
  if (query.data === undefined) {
    return <p className="text-sm text-muted-foreground">Loading the courts you hold...</p>;
  }
  return (
    <MyHoldsList
      holds={holds}
      onRelease={(holdId) => release.mutate(holdId, { onSuccess: onReleased })}
      releasingId={release.isPending ? (release.variables ?? null) : null}
    />
  );
}
