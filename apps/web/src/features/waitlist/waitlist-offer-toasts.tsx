import { toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { AppLink } from '../../lib/app-navigation.tsx';
import { loadOnce } from '../../lib/load-once.ts';
import { useRealtimeEvent } from '../../lib/realtime/index.ts';
import { socialDetailPath } from '../socials/social-paths.ts';
import { WAITLIST_UI } from './waitlist-texts.ts';

// The APIs (and their schemas) load with the first offer, not with the app shell.
const loadApis = loadOnce(async () => {
  const [socials, waitlist] = await Promise.all([
    import('../socials/socials-api.ts'),
    import('./waitlist-api.ts'),
  ]);
  return { ...socials, ...waitlist };
});

/**
 * Mounted once for the whole app: a place offered from a waitlist shows a toast on whatever
 * page the player is on, naming the social and its deadline, with a way to the social's page
 * (where it can be taken or declined).
 */
export function WaitlistOfferToasts() {
  const queryClient = useQueryClient();
  useRealtimeEvent('waitlist:offered', (offer) => {
    void loadApis().then(async ({ socialQueryOptions, waitlistKeys }) => {
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
      const social = await queryClient
        .fetchQuery(socialQueryOptions(offer.socialId))
        .catch(() => null);
      toast({
        title: WAITLIST_UI.offer(offer.expiresAt),
        description: (
          <>
            {social ? `${social.name}. ` : 'A social you waited for has a place for you. '}
            <AppLink
              to={socialDetailPath(social?.category ?? 'badminton', offer.socialId)}
              className="font-medium underline underline-offset-2"
            >
              Take the place or say no
            </AppLink>
          </>
        ),
      });
    });
  });
  return null;
}
