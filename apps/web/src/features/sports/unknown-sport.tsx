import { SportNotFound } from '../../components/sport-not-found.tsx';

/** What /sports/{category} and its pages show for a sport without socials. */
export function UnknownSport({ category }: { category: string }) {
  return (
    <SportNotFound
      reason={<>There are no socials for &lsquo;{category}&rsquo;.</>}
      choosePath="/sports"
    />
  );
}
