import { SOCIAL_SPORTS } from '@betterplay/contracts';
import { SportIcon } from '@betterplay/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { categoryOf, socialsListPath } from '../sports/social-sports.ts';

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
        {/* Each sport's socials one tap away, wearing its icon. */}
        <ul aria-label="Socials by sport" className="mt-8 flex flex-wrap gap-2">
          {SOCIAL_SPORTS.map((sport) => (
            <li key={sport}>
              <Link
                to={socialsListPath(categoryOf(sport))}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-medium ring-1 ring-white/40 hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
              >
                <SportIcon sport={sport} className="size-5" />
                {sport}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
