import { tokenSchema } from '@betterplay/contracts';
import { http, HttpResponse } from 'msw';
import { recordRequests } from '../../storybook/api-mocks.ts';
import { signedInHandlers, storyToken } from '../../storybook/page-story.tsx';

/** What the story's player, Alex, types into the sign-in dialog. */
export const ALEX_CREDENTIALS = { email: 'alex@example.com', password: 'secret1' };

/**
 * POST /auth/login answering Alex's token (the signed-in stories' player), keeping each body
 * sent (`bodies`) so a play function can check what the dialog sent; signed in, the page then
 * makes the signed-in calls, answered too.
 */
export function alexSignsIn() {
  const token = tokenSchema.parse(storyToken());
  const login = recordRequests(() => HttpResponse.json({ message: 'OK', data: token }));
  return {
    bodies: login.bodies,
    handlers: [http.post('*/api/v1/auth/login', login.record), ...signedInHandlers],
  };
}
