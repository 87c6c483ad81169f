import type { SocialSport } from '@betterplay/contracts';
import { BackLink, PageHeader } from '@betterplay/ui';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { sportOfCategory } from '../sports/social-sports.ts';
import { UnknownSport } from '../sports/unknown-sport.tsx';
import { SocialList } from './social-list.tsx';

function SportSocials({ category, sport }: { category: string; sport: SocialSport }) {
  const title = `${sport} Socials`;
  const headingRef = usePageTitle(title);
  return (
    <section className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <PageHeader
        title={title}
        headingRef={headingRef}
        back={
          <BackLink asChild>
            <Link to="/sports">Back to Sports</Link>
          </BackLink>
        }
      />
      {/* Another sport is a new list: no search, no filter, page 1. */}
      <SocialList key={category} category={category} sport={sport} />
    </section>
  );
}

/** /sports/{category} */
export function SocialListPage() {
  const category = (useParams().category ?? '').toLowerCase();
  const sport = sportOfCategory(category);
  if (sport === null) return <UnknownSport category={category} />;
  return <SportSocials category={category} sport={sport} />;
}
