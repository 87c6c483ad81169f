import { useId } from 'react';
import { MyHoldsList } from './my-holds-list.tsx';
import { useMyHolds } from './use-my-holds.ts';

/**
 * Activity's 'Courts held for you': the player's unpaid holds with Continue and Release. Shown
 * only while there are any.
 */
export function MyHoldsSection() {
  const headingId = useId();
  const { holds, release } = useMyHolds();
  if (holds.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        Courts held for you
      </h2>
      <MyHoldsList
        holds={holds}
        onRelease={(holdId) => release.mutate(holdId)}
        releasingId={release.isPending ? (release.variables ?? null) : null}
      />
    </section>
  );
}
