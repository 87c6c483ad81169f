import { Link } from 'react-router';

/** What /sports/{category} and its pages show for a sport without socials. */
export function UnknownSport({ category }: { category: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold">Sport not found</h1>
      <p className="mt-2 text-muted-foreground">
        There are no socials for &lsquo;{category}&rsquo;.
      </p>
      <Link
        to="/sports"
        className="mt-6 inline-block font-medium text-primary underline-offset-4 hover:underline"
      >
        Choose a sport
      </Link>
    </section>
  );
}
