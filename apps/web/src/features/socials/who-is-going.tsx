import type { SocialGoing } from '@betterplay/contracts';
import { AvatarStack } from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.ts';
import { goingText } from './going-text.ts';
import { socialGoingQueryOptions } from './socials-api.ts';

/**
 * Signed in: the friends going (avatars, friends first) and a sentence that says it. The
 * block keeps its height while it loads, and is left out signed out or when it cannot load.
 */
export function WhoIsGoing({ socialId }: { socialId: string }) {
  const signedIn = useAuth().user !== null;
  const query = useQuery({ ...socialGoingQueryOptions(socialId), enabled: signedIn });
  if (!signedIn || query.isError) return null;
  return <GoingLine going={query.data} />;
}

/** The avatars and the sentence; undefined while loading keeps the line's height. */
export function GoingLine({ going }: { going: SocialGoing | undefined }) {
  return (
    <p className="flex min-h-7 items-center gap-3 text-sm" aria-busy={going ? undefined : true}>
      {going ? (
        <>
          <AvatarStack people={going.people} more={going.total - going.people.length} />
          <span>{goingText(going)}</span>
        </>
      ) : null}
    </p>
  );
}
