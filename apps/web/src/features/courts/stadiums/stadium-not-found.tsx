import { BackLink, PageHeader } from '@betterplay/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/page-title.ts';
import { BOOK_PATH } from '../court-paths.ts';

const TITLE = 'Stadium not found';

/** What a stadium's pages show for a stadium the API does not know (a 404). */
export function StadiumNotFound({ stadiumId }: { stadiumId: string }) {
  const headingRef = usePageTitle(TITLE);
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={TITLE}
        headingRef={headingRef}
        description={<>There is no stadium &lsquo;{stadiumId}&rsquo;.</>}
        back={
          <BackLink asChild>
            <Link to={BOOK_PATH}>Choose a stadium</Link>
          </BackLink>
        }
      />
    </section>
  );
}
