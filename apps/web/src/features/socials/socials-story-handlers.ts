import {
  createJoinRequestSchema,
  myBookingsSchema,
  myCourtBookingsSchema,
  myHoldSchema,
  myJoinRequestSchema,
  myWaitlistEntrySchema,
  socialGoingSchema,
  socialPageSchema,
  socialSchema,
  socialViewerSchema,
  waitlistSummarySchema,
  type CreateJoinRequestInput,
  type MyJoinRequest,
  type Social,
  type SocialViewer,
} from '@betterplay/contracts';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { answer } from '../../storybook/api-mocks.ts';
import {
  BADMINTON_SOCIALS,
  GOING_WITH_A_FRIEND,
  NO_BOOKINGS,
  NO_COURT_BOOKINGS,
  pendingRequest,
} from './socials-story-data.ts';

/** The list's call, as socials-api.ts names it (the query string is not part of the path). */
export const LIST = '/cms/socials/:category';
/** A social by id, as the detail and join pages ask for it. */
export const SOCIAL = '/cms/social/:id';

/**
 * GET /cms/socials/:category?q=&type=&page=&pageSize= answered as the server does: the socials
 * whose name or venue holds `q`, of the `type` chosen, one page of them.
 */
export function searchedSocials(socials: Social[] = BADMINTON_SOCIALS) {
  const checked = z.array(socialSchema).parse(socials);
  return http.get(`*/api/v1${LIST}`, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const q = (search.get('q') ?? '').trim().toLowerCase();
    const type = search.get('type') ?? 'all';
    const page = Number(search.get('page') ?? '1');
    const pageSize = Number(search.get('pageSize') ?? '5');
    const matching = checked.filter(
      (social) =>
        (social.name.toLowerCase().includes(q) || social.venue.toLowerCase().includes(q)) &&
        (type === 'all' || social.eventType === type),
    );
    const data = socialPageSchema.parse({
      data: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
    });
    return HttpResponse.json({ message: 'OK', data });
  });
}

interface SocialPageOptions {
  /** the signed-in player's standing (default: neither going nor asked) */
  viewer?: SocialViewer['status'];
  /** whether every place is taken or held, and how many wait in its line */
  waitlist?: { full: boolean; waiting: number };
}

/**
 * Everything a social's page asks: the social and its line (public), and signed in, the
 * player's standing, who is going and the lines the player is in (none).
 */
export function socialPageHandlers(
  social: Social,
  { viewer = 'none', waitlist = { full: false, waiting: 0 } }: SocialPageOptions = {},
) {
  return [
    answer(`${SOCIAL}/waitlist`, waitlistSummarySchema, waitlist),
    answer(SOCIAL, socialSchema, social),
    answer('/user/social/:id/status', socialViewerSchema, { status: viewer }),
    answer('/socials/:id/going', socialGoingSchema, GOING_WITH_A_FRIEND),
    answer('/user/waitlist', z.array(myWaitlistEntrySchema), []),
  ];
}

/**
 * POST /user/social/booking/request, keeping each body sent (`bodies`), and /activity's calls,
 * where the player lands after asking: its requests are the ones sent, each waiting for the
 * organiser. `reset` (in the story's beforeEach) starts again with none sent.
 */
export function joinRequestHandlers() {
  const bodies: CreateJoinRequestInput[] = [];
  const requests: MyJoinRequest[] = [];
  const send = http.post('*/api/v1/user/social/booking/request', async ({ request }) => {
    const body = createJoinRequestSchema.parse(await request.json());
    bodies.push(body);
    const social = BADMINTON_SOCIALS.find((candidate) => candidate.id === body.socialId);
    if (social === undefined) {
      return HttpResponse.json(
        { message: 'Social not found', statusCode: 404, code: 'SOCIAL_NOT_FOUND' },
        { status: 404 },
      );
    }
    const created = myJoinRequestSchema.parse(pendingRequest(social, body.message));
    requests.push(created);
    return HttpResponse.json(
      { message: 'Request sent successfully', data: created },
      { status: 201 },
    );
  });
  return {
    bodies,
    reset: () => {
      bodies.length = 0;
      requests.length = 0;
    },
    handlers: [
      send,
      http.get('*/api/v1/user/social/booking/request', () =>
        HttpResponse.json({ message: 'OK', data: requests }),
      ),
      answer('/user/social/booking', myBookingsSchema, NO_BOOKINGS),
      answer('/user/court/bookings', myCourtBookingsSchema, NO_COURT_BOOKINGS),
      answer('/user/court/holds', z.array(myHoldSchema), []),
    ],
  };
}
