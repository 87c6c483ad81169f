import { PageHeader } from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { QueryState } from '../../components/query-state.tsx';
import { useAuth } from '../auth/auth-context.ts';
import { PlayerProfileCard } from './player-profile-card.tsx';
import { playerProfileQueryOptions } from './profile-api.ts';

/** What the page says for an id that names no player (unknown, or not an id at all). */
const PLAYER_NOT_FOUND = {
  text: 'Player not found',
  reason: 'This player does not exist or has closed their account.',
  linkText: 'Back to friends',
  to: '/friends',
};

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

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={title} headingRef={headingRef} />
      {player ? (
        <PlayerProfileCard player={player} />
      ) : (
        <QueryState query={query} loadingText="Loading profile..." notFound={PLAYER_NOT_FOUND} />
      )}
    </div>
  );
}
