import { usePageTitle } from '../../app/page-title.ts';

const TITLE = 'Find Your Perfect Game';

export function Hero() {
  const headingRef = usePageTitle(TITLE);
  return (
    // Dark enough greens that white text keeps a contrast of at least 4.5:1 everywhere.
    <section className="bg-linear-to-br from-emerald-800 via-emerald-700 to-teal-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-24">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="max-w-2xl text-4xl font-extrabold tracking-tight focus:outline-none sm:text-5xl"
        >
          {TITLE}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-emerald-50">
          Book courts, join social games and train with coaches near you.
        </p>
      </div>
    </section>
  );
}
