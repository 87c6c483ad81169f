import { BackLink, PageHeader } from '@betterplay/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';

const TITLE = 'Sport not found';

/** What /training/{sport} and its pages show for a sport without training. */
export function UnknownTrainingSport({ sportId }: { sportId: string }) {
  const headingRef = usePageTitle(TITLE);
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={TITLE}
        headingRef={headingRef}
        description={<>There is no training for &lsquo;{sportId}&rsquo;.</>}
        back={
          <BackLink asChild>
            <Link to="/training">Choose a sport</Link>
          </BackLink>
        }
      />
    </section>
  );
}
