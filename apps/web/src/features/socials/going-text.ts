import type { SocialGoing } from '@betterplay/contracts';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * The sentence beside the avatars: 'Olivia and 2 friends are going', 'Olivia is going',
 * '5 players are going', 'No one is going yet'. Only friends are named.
 */
export function goingText({ total, friends, people }: SocialGoing): string {
  const first = people[0];
  if (friends > 0 && first) {
    const others = friends - 1;
    if (others === 0) return `${first.firstName} is going`;
    return `${first.firstName} and ${others} ${plural(others, 'friend', 'friends')} are going`;
  }
  if (total === 0) return 'No one is going yet';
  return `${total} ${plural(total, 'player is', 'players are')} going`;
}
