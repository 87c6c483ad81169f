import {
  notificationSchema,
  userEventsResponseSchema,
  userProfileSchema,
  type UserProfile,
} from '@betterplay/contracts';
import { z } from 'zod';
import { answer } from './api-mocks.ts';
import { STORY_PLAYER_ID } from './story-socket.ts';

/** The story's player, as `GET /user/profile` answers for them. */
export const STORY_PROFILE: UserProfile = {
  id: STORY_PLAYER_ID,
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex@example.com',
  emailVerified: true,
  phone: '0412345678',
  age: 30,
  height: 1.8,
  weight: 75,
  avatar: '',
  visibility: 'public',
  sportPreferences: ['Tennis', 'Badminton'],
  stripeCustomerId: null,
};

/**
 * What every signed-in page asks besides its own data: the events missed while away, the
 * player's profile and the bell's notifications (none). A story that answers one of them
 * differently lists its own handler first: the first that matches answers.
 */
export const signedInHandlers = [
  answer('/user/events', userEventsResponseSchema.shape.data, {
    events: [],
    lastId: '0',
    hasMore: false,
  }),
  answer('/user/profile', userProfileSchema, STORY_PROFILE),
  answer('/organizer/notifications', z.array(notificationSchema), []),
];
