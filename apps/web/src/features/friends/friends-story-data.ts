import type { PlayerCard, PlayerSearchPage } from '@betterplay/contracts';
import { OLIVIA_ID, storyPicture } from '../profile/profile-story-data.ts';

/** The friends page's story data: plain data shaped like the API's answers. */

export const olivia: PlayerCard = {
  id: OLIVIA_ID,
  firstName: 'Olivia',
  lastName: 'Stone',
  avatar: storyPicture('#7c3aed'),
  sports: ['Badminton', 'Swimming'],
  isFriend: true,
};

export const priya: PlayerCard = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Priya',
  lastName: 'Shah',
  avatar: 'avatar.png',
  sports: ['Tennis', 'Badminton'],
  isFriend: true,
};

/** A friend whose profile is private: no sports on her card. */
export const jordan: PlayerCard = {
  id: '44444444-4444-4444-8444-444444444444',
  firstName: 'Jordan',
  lastName: 'Reyes',
  avatar: '',
  sports: [],
  isFriend: true,
};

/** Not a friend yet: the search finds him with 'Add Friend'. */
export const sam: PlayerCard = {
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Sam',
  lastName: 'Lee',
  avatar: '',
  sports: ['Tennis'],
  isFriend: false,
};

/** GET /user/friends: the players Alex follows, by name. */
export const friends: PlayerCard[] = [jordan, olivia, priya];

export const searchPage = (results: PlayerCard[]): PlayerSearchPage => ({
  results,
  page: 1,
  pageSize: 20,
  hasMore: false,
});
