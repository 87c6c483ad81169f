import { LoadState, PageHeader } from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../auth/auth-context.ts';
import { PlayerProfileCard } from './player-profile-card.tsx';
import { playerProfileQueryOptions } from './profile-api.ts';

/** /profile/{id}: another player's profile, linked from friends and chat; one's own is /profile. */
export function PlayerProfilePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  if (user !== null && user.id === id) return <Navigate to="/profile" replace />;
  return <PlayerProfile id={id} />;
}

function PlayerProfile({ id }: { id: string }) {
  const query = useQuery(playerProfileQueryOptions(id));
  const player = query.data;
  const title = player ? `${player.firstName} ${player.lastName}` : 'Player Profile';
  const headingRef = usePageTitle(title);
  // An id that is not a player's id at all reads, to a person, the same as a missing player.
  const notFound = query.error instanceof ApiError && [400, 404].includes(query.error.status);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={title} headingRef={headingRef} />
      <LoadState
        loading={query.isPending}
        loadingText="Loading profile..."
        error={notFound ? 'Player not found' : query.error}
        onRetry={notFound ? undefined : () => void query.refetch()}
      >
        {player ? <PlayerProfileCard player={player} /> : null}
      </LoadState>
    </div>
  );
}
