import type { PublicProfile } from '@betterplay/contracts';
import { Card, CardContent, FactList } from '@betterplay/ui';
import { ageText, heightText, sportsText, weightText } from './profile-facts.ts';
import { ProfileSummary } from './profile-summary.tsx';

/** Another player as they chose to be seen: details and sports if public, name and photo if not. */
export function PlayerProfileCard({ player }: { player: PublicProfile }) {
  return (
    <Card>
      <CardContent className="grid gap-6 px-4 sm:px-6">
        <ProfileSummary
          firstName={player.firstName}
          lastName={player.lastName}
          avatar={player.avatar}
          visibility={player.visibility}
        />
        {player.visibility === 'public' ? (
          <FactList
            facts={[
              { term: 'Sports Liked', value: sportsText(player.sportPreferences) },
              { term: 'Age', value: ageText(player.age) },
              { term: 'Height', value: heightText(player.height) },
              { term: 'Weight', value: weightText(player.weight) },
            ]}
          />
        ) : (
          <p className="text-muted-foreground">
            {player.firstName} keeps their profile private: only their name and photo are shown.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
