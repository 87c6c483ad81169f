import { Card, CardContent } from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { socialDetailPath } from '../socials/social-paths.ts';
import { socialQueryOptions } from '../socials/socials-api.ts';
import { useWaitlist } from './use-waitlist.ts';
import { myWaitlistQueryOptions } from './waitlist-api.ts';
import { LazyOfferPanel } from './lazy-offer-panel.tsx';

/** On Activity, above the bookings: each place a waitlist offers me, to take or decline. */
export function OffersOnActivity() {
  const lines = useQuery(myWaitlistQueryOptions());
  const offered = (lines.data ?? []).filter((line) => line.offer !== null);
  if (offered.length === 0) return null;
  return (
    <section aria-labelledby="offers-heading" className="grid gap-3">
      <h2 id="offers-heading" className="text-xl font-semibold">
        Places offered to you
      </h2>
      {offered.map((line) => (
        <OfferCard key={line.socialId} socialId={line.socialId} />
      ))}
    </section>
  );
}

function OfferCard({ socialId }: { socialId: string }) {
  const social = useQuery(socialQueryOptions(socialId));
  const waitlist = useWaitlist(socialId);
  const { offer } = waitlist;
  if (offer === null) return null;
  return (
    <Card className="py-4">
      <CardContent className="grid gap-3 px-4">
        {social.data ? (
          <Link
            to={socialDetailPath(social.data.category, socialId)}
            className="font-semibold underline-offset-4 hover:underline"
          >
            {social.data.name}
          </Link>
        ) : null}
        <LazyOfferPanel
          key={offer.id}
          offerId={offer.id}
          expiresAt={offer.expiresAt}
          onEnded={() => void waitlist.refresh()}
        />
      </CardContent>
    </Card>
  );
}
