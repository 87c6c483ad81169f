import { SportNotFound } from '../../components/sport-not-found.tsx';

/** What /training/{sport} and its pages show for a sport without training. */
export function UnknownTrainingSport({ sportId }: { sportId: string }) {
  return (
    <SportNotFound
      reason={<>There is no training for &lsquo;{sportId}&rsquo;.</>}
      choosePath="/training"
    />
  );
}
