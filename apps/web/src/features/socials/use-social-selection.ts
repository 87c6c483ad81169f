import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSelectedSocial } from './selected-social.ts';
import { socialQueryOptions } from './socials-api.ts';

/** What a social's page says while the social loads, or when there is no such social. */
export const SOCIAL_QUERY_TEXTS = {
  loadingText: 'Loading social...',
  notFound: {
    text: 'Social not found',
    reason: 'This social does not exist or was removed.',
    linkText: 'Browse socials',
    to: '/sports',
  },
};

/**
 * The social a detail or join page is about: the ?id in the address, else the one picked in a
 * list. It shows at once when picked, and is always refreshed from the server by id.
 * `id` is null when nothing is selected (the pages then go back to /sports).
 */
export function useSocialSelection() {
  const [searchParams] = useSearchParams();
  const selected = useSelectedSocial();
  const id = searchParams.get('id') || selected?.id || null;
  const query = useQuery({
    ...socialQueryOptions(id ?? ''),
    enabled: id !== null,
    placeholderData: selected !== null && selected.id === id ? selected : undefined,
  });
  return { id, query };
}
