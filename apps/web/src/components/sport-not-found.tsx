import { BackLink, PageHeader } from '@betterplay/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../app/page-title.ts';

const TITLE = 'Sport not found';

/** What a sport's pages show for a sport the feature does not offer (socials, training). */
export function SportNotFound({ reason, choosePath }: { reason: ReactNode; choosePath: string }) {
  const headingRef = usePageTitle(TITLE);
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={TITLE}
        headingRef={headingRef}
        description={reason}
        back={
          <BackLink asChild>
            <Link to={choosePath}>Choose a sport</Link>
          </BackLink>
        }
      />
    </section>
  );
}
