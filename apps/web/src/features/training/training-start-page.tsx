import { TRAINING_SPORTS, type TrainingSport } from '@betterplay/contracts';
import {
  LinkTile,
  LinkTileDescription,
  LinkTileTitle,
  PageHeader,
  SportMark,
} from '@betterplay/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { trainingPath } from './training-sports.ts';

const TITLE = 'Pick a Sport';

const BLURBS: Record<TrainingSport, string> = {
  Badminton: 'Footwork, smashes and doubles tactics.',
  Basketball: 'Shooting form, ball handling and defence.',
  Tennis: 'Serves, groundstrokes and match play.',
};

/** /training: choose a sport to find its coaches. */
export function TrainingStartPage() {
  const headingRef = usePageTitle(TITLE);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title={TITLE}
        headingRef={headingRef}
        description="Choose a sport to find a coach near you."
      />
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {TRAINING_SPORTS.map((sport) => (
          <LinkTile key={sport} sport={sport} className="p-6">
            <SportMark sport={sport} />
            <LinkTileTitle>
              <Link to={trainingPath(sport)}>{sport}</Link>
            </LinkTileTitle>
            <LinkTileDescription>{BLURBS[sport]}</LinkTileDescription>
          </LinkTile>
        ))}
      </ul>
    </section>
  );
}
