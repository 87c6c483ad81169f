import { BackLink, PageHeader } from '@betterplay/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../app/page-title.ts';

interface NotFoundPageProps {
  /** The page's heading and title, e.g. 'Sport not found'. */
  title: string;
  /** What was not found, in words. */
  reason: ReactNode;
  /** The way on: where to choose again. */
  back: { to: string; text: string };
}

/** A page for something the address names but the app does not know (a sport, a stadium). */
export function NotFoundPage({ title, reason, back }: NotFoundPageProps) {
  const headingRef = usePageTitle(title);
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={title}
        headingRef={headingRef}
        description={reason}
        back={
          <BackLink asChild>
            <Link to={back.to}>{back.text}</Link>
          </BackLink>
        }
      />
    </section>
  );
}
