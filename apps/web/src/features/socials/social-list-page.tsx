import { useParams } from 'react-router';
import { sportOfCategory } from '../sports/social-sports.ts';
import { UnknownSport } from '../sports/unknown-sport.tsx';
import { BackLink } from './back-link.tsx';
import { SocialList } from './social-list.tsx';

/** /sports/{category} */
export function SocialListPage() {
  const category = (useParams().category ?? '').toLowerCase();
  const sport = sportOfCategory(category);
  if (sport === null) return <UnknownSport category={category} />;

  return (
    <section className="mx-auto grid grid-cols-1 max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <BackLink to="/sports">Back to Sports</BackLink>
      <h1 className="text-3xl font-bold tracking-tight">{sport} Socials</h1>
      <SocialList key={category} category={category} sport={sport} />
    </section>
  );
}
