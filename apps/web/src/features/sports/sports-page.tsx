import { SOCIAL_SPORTS } from '@betterplay/contracts';
import {
  LinkTile,
  LinkTileDescription,
  LinkTileTitle,
  PageHeader,
  SportMark,
} from '@betterplay/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { categoryOf, socialsListPath } from './social-sports.ts';

const BLURBS: Record<(typeof SOCIAL_SPORTS)[number], string> = {
  Badminton: 'Doubles nights and friendly rallies.',
  Basketball: 'Pick-up games and half-court runs.',
  Tennis: 'Social hits and round robins.',
  Soccer: 'Five-a-side and casual kick-abouts.',
};

/** /sports: choose a sport to see its socials. */
export function SportsPage() {
  const headingRef = usePageTitle('Join a Social');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Join a Social"
        headingRef={headingRef}
        description="Choose a sport to see its social games."
      />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SOCIAL_SPORTS.map((sport) => (
          <LinkTile key={sport} sport={sport} className="p-6">
            <SportMark sport={sport} />
            <LinkTileTitle>
              <Link to={socialsListPath(categoryOf(sport))}>{sport}</Link>
            </LinkTileTitle>
            <LinkTileDescription>{BLURBS[sport]}</LinkTileDescription>
          </LinkTile>
        ))}
      </ul>
    </section>
  );
}
