import { BackLink, Button, PageHeader } from '@betterplay/ui';
import { Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from './page-title.ts';

/**
 * What a route of the product shows until its screen is built: a clear 'coming soon', never a
 * silent copy of another page.
 */
export function ComingSoonPage({ title }: { title: string }) {
  const headingRef = usePageTitle(title);
  return (
    <section className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={title}
        headingRef={headingRef}
        back={
          <BackLink asChild>
            <Link to="/">Back to Home</Link>
          </BackLink>
        }
      />
      <div className="grid justify-items-start gap-4 rounded-lg border border-dashed p-6">
        <Hammer className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-lg font-medium">Coming soon</p>
        <p className="text-muted-foreground">
          We are still building this part of Better Play. In the meantime you can join a social
          game.
        </p>
        <Button asChild>
          <Link to="/sports">Join a Social</Link>
        </Button>
      </div>
    </section>
  );
}
