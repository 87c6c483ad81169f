import {
  joinRequestDecisionResultSchema,
  organizerBookingSchema,
  organizerJoinRequestSchema,
  organizerWaitlistSchema,
  WAITLIST_TEXTS,
  type OrganizerBooking,
  type OrganizerJoinRequest,
  type OrganizerWaitlist,
} from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { fail, hold } from '../../storybook/api-mocks.ts';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onDesktop,
  onTablet,
  PAGE_PARAMETERS,
  onPhone,
} from '../../storybook/page-story.tsx';
import { storySocket } from '../../storybook/story-socket.ts';
import {
  HOOPS_BOOKING,
  JAMIE_REQUEST,
  KIM_BOOKING,
  SAM_BOOKING,
  SAM_REQUEST,
  WAITLISTS,
} from './organizer-story-data.ts';
import {
  answerBookings,
  answerRequests,
  answerWaitlists,
  BOOKINGS_PATH,
  dashboardHandlers,
  organizerShellHandlers,
  REQUESTS_PATH,
  WAITLISTS_PATH,
} from './organizer-story-handlers.ts';

const EMPTY_TEXT = 'No bookings found matching your search. Please try different keywords.';

/** /organiser: the join requests to decide, the waitlists of full socials, then who has booked. */
const meta = {
  title: 'Pages/Organiser dashboard',
  globals: onPhone,
  component: AppAt,
  args: { path: '/organiser' },
  parameters: { ...PAGE_PARAMETERS, msw: dashboardHandlers },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = (path: string) => `*/api/v1${path}`;
const envelope = (message: string, data: unknown) => HttpResponse.json({ message, data });

/**
 * A server the journeys change: who still waits for a decision, who has booked, who waits in
 * line, and every decision or removal the page sent ('PUT <id>', 'DELETE <id>').
 */
const server = {
  requests: [] as OrganizerJoinRequest[],
  bookings: [] as OrganizerBooking[],
  waitlists: [] as OrganizerWaitlist[],
  sent: [] as string[],
};

function openServer() {
  server.requests = [SAM_REQUEST];
  server.bookings = [KIM_BOOKING];
  server.waitlists = structuredClone(WAITLISTS);
  server.sent = [];
  return asPlayer();
}

const liveHandlers = [
  ...organizerShellHandlers,
  http.get(api(REQUESTS_PATH), () =>
    envelope('OK', z.array(organizerJoinRequestSchema).parse(server.requests)),
  ),
  http.get(api(BOOKINGS_PATH), () =>
    envelope('OK', z.array(organizerBookingSchema).parse(server.bookings)),
  ),
  http.get(api(WAITLISTS_PATH), () =>
    envelope('OK', z.array(organizerWaitlistSchema).parse(server.waitlists)),
  ),
  http.put(api('/organizer/social/request/:id'), ({ params }) => {
    const id = String(params.id);
    server.sent.push(`PUT ${id}`);
    server.requests = server.requests.filter((request) => request.id !== id);
    if (id === SAM_REQUEST.id) server.bookings = [SAM_BOOKING, ...server.bookings];
    const data = joinRequestDecisionResultSchema.parse({ id, status: 'accepted' });
    return envelope('Request accepted', data);
  }),
  http.delete(api('/organizer/social/request/:id'), ({ params }) => {
    const id = String(params.id);
    server.sent.push(`DELETE ${id}`);
    server.requests = server.requests.filter((request) => request.id !== id);
    const data = joinRequestDecisionResultSchema.parse({ id, status: 'rejected' });
    return envelope('Request rejected', data);
  }),
  http.delete(api('/organizer/socials/:socialId/waitlist/:userId'), ({ params }) => {
    server.sent.push(`DELETE ${String(params.socialId)}/${String(params.userId)}`);
    server.waitlists = server.waitlists.map((line) => ({
      ...line,
      entries: line.entries.filter((entry) => entry.userId !== params.userId),
    }));
    return envelope(WAITLIST_TEXTS.playerRemoved, null);
  }),
];

/** A toast slides in: wait until it is shown, not only in the page. */
async function seeToast(page: ReturnType<typeof within>, text: string) {
  const title = await page.findByText(text);
  await waitFor(() => expect(title).toBeVisible());
}

/** The names in the Requests list, top first. */
function requestNames(page: ReturnType<typeof within>) {
  const requests = page.getByRole('region', { name: 'Requests' });
  return within(requests)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

/** Two requests with their messages, the Hoops Night waitlist and two bookings. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const requests = await page.findByRole('region', { name: 'Requests' });
    await expect(await within(requests).findByText('“Can I bring a friend?”')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Waitlist of Hoops Night' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '6/6 players' })).toBeVisible();
  },
};

/** Both lists on their way: 'Loading bookings...' covers them. */
export const Loading: Story = {
  parameters: {
    msw: [
      ...organizerShellHandlers,
      hold(REQUESTS_PATH),
      hold(BOOKINGS_PATH),
      hold(WAITLISTS_PATH),
    ],
  },
};

/** A new organiser: no requests, nobody waiting, no bookings. */
export const Empty: Story = {
  parameters: {
    msw: [...organizerShellHandlers, answerRequests([]), answerWaitlists([]), answerBookings([])],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Nobody is waiting for a place.')).toBeVisible();
    // The two lists load apart: wait for both, not for the first.
    await waitFor(() => expect(page.getAllByText(EMPTY_TEXT)).toHaveLength(2));
  },
};

/** Every list failed to load: each says so and offers 'Try again'. */
export const Error: Story = {
  parameters: {
    msw: [
      ...organizerShellHandlers,
      fail(REQUESTS_PATH, 500, 'Something went wrong'),
      fail(WAITLISTS_PATH, 500, 'Something went wrong'),
      fail(BOOKINGS_PATH, 500, 'Something went wrong'),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('Could not load requests: Something went wrong'),
    ).toBeVisible();
    await expect(page.getByText('Could not load bookings: Something went wrong')).toBeVisible();
  },
};

/** A visitor is asked to sign in. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('heading', { name: 'Sign in to see your organizer dashboard' }),
    ).toBeVisible();
  },
};

/** The dashboard on a tablet: the lists become tables. */
export const Tablet: Story = { globals: onTablet, play: Loaded.play };

/** The dashboard on a laptop. */
export const Desktop: Story = { globals: onDesktop, play: Loaded.play };

/**
 * A join request arrives live at the top of Requests; the organiser accepts the one already
 * there (it moves to Bookings) and rejects the new one (it leaves at once, sent after Undo's 5 s).
 */
export const AcceptAndReject: Story = {
  beforeEach: openServer,
  parameters: { msw: liveHandlers },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('button', { name: 'Accept Sam Lee for Friday Night Smash' });

    // The player's request reaches the server, which tells the organiser's open dashboard.
    server.requests = [JAMIE_REQUEST, ...server.requests];
    storySocket.push('join-request:created', JAMIE_REQUEST);
    await waitFor(() =>
      expect(requestNames(page)).toEqual([
        'JFJamie Foxjamie@example.com',
        'SLSam Leesam@example.com',
      ]),
    );
    await expect(page.getByText('Jamie Fox asked to join Hoops Night')).toBeInTheDocument();

    await userEvent.click(
      page.getByRole('button', { name: 'Accept Sam Lee for Friday Night Smash' }),
    );
    await seeToast(page, 'Request accepted');
    await waitFor(() => expect(requestNames(page)).toEqual(['JFJamie Foxjamie@example.com']));
    const bookings = page.getByRole('region', { name: 'Bookings' });
    await expect(await within(bookings).findByText('sam@example.com')).toBeVisible();
    await expect(server.sent).toEqual([`PUT ${SAM_REQUEST.id}`]);

    await userEvent.click(page.getByRole('button', { name: 'Reject Jamie Fox for Hoops Night' }));
    await seeToast(page, 'Request rejected');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await waitFor(() => expect(requestNames(page)).toEqual([]));
    // Nothing is sent while Undo is offered; the rejection goes once its window has passed.
    await expect(server.sent).toEqual([`PUT ${SAM_REQUEST.id}`]);
    await waitFor(
      () => expect(server.sent).toEqual([`PUT ${SAM_REQUEST.id}`, `DELETE ${JAMIE_REQUEST.id}`]),
      { timeout: 8000 },
    );
    const requests = page.getByRole('region', { name: 'Requests' });
    await expect(await within(requests).findByText(EMPTY_TEXT)).toBeVisible();
  },
};

/** The organiser removes the first player from a social's waitlist. */
export const RemoveFromWaitlist: Story = {
  beforeEach: openServer,
  parameters: { msw: liveHandlers },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const line = await page.findByRole('region', { name: 'Waitlist of Hoops Night' });
    await expect(within(line).getByText('1st · Chris Park')).toBeVisible();

    await userEvent.click(
      within(line).getByRole('button', { name: 'Remove Chris Park from the waitlist' }),
    );
    await seeToast(page, WAITLIST_TEXTS.playerRemoved);
    await waitFor(() => expect(within(line).queryByText(/Chris Park/)).toBeNull());
    await expect(server.sent).toEqual([
      `DELETE ${HOOPS_BOOKING.socialId}/${WAITLISTS[0]?.entries[0]?.userId}`,
    ]);
  },
};
