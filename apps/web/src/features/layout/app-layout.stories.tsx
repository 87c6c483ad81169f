import { markReadResultSchema, notificationSchema, type Notification } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { answer } from '../../storybook/api-mocks.ts';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onDesktop,
  onTablet,
  PAGE_PARAMETERS,
  signedInHandlers,
  onPhone,
} from '../../storybook/page-story.tsx';
import { NOTIFICATIONS } from '../organizer/organizer-story-data.ts';
import { dashboardHandlers } from '../organizer/organizer-story-handlers.ts';

/** The bell's list; before `signedInHandlers`, whose own answer is an empty bell. */
const bellHandlers = (notifications: Notification[]) => [
  answer('/organizer/notifications', z.array(notificationSchema), notifications),
];

/**
 * What frames every page: the header (menu, brand, page links, the bell and the account), the
 * main content and the footer; shown around /sports.
 */
const meta = {
  title: 'Pages/Layout',
  component: AppAt,
  args: { path: '/sports' },
  parameters: { ...PAGE_PARAMETERS, msw: [...bellHandlers(NOTIFICATIONS), ...signedInHandlers] },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

type Page = ReturnType<typeof within>;

const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const bell = (page: Page, unread: number) =>
  page.findByRole('button', { name: `Notifications, ${unread} unread` }, { timeout: 5000 });

/** Signed in: the bell with two unread, 'Hello, Alex' and 'Sign Out'; the footer below. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await bell(page, 2)).toBeVisible();
    await expect(page.getByText('Hello, Alex')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  },
};

/** A visitor: 'Sign In' instead of the bell and the greeting. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [] },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  },
};

/** The phone's menu open, signed in: the page links, the organiser switch and the account's pages. */
export const MenuOpen: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await bell(page, 2);
    await userEvent.click(page.getByRole('button', { name: 'Open menu' }));
    const menu = await page.findByRole('dialog', { name: 'Menu' });
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(entries).toEqual([
      'Home',
      'Sports',
      'About',
      'Switch to Social Organiser',
      'View Profile',
      'Your Activity',
      'Chat',
      'Friends',
    ]);
  },
};

/** The phone's menu open for a visitor: no account pages. */
export const MenuOpenSignedOut: Story = {
  globals: onPhone,
  beforeEach: asVisitor,
  parameters: { msw: [] },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Open menu' }));
    const menu = await page.findByRole('dialog', { name: 'Menu' });
    const organiser = within(menu).getByRole('link', { name: 'Switch to Social Organiser' });
    // The sheet slides in.
    await waitFor(() => expect(organiser).toBeVisible());
    await expect(within(menu).queryByRole('link', { name: 'Your Activity' })).toBeNull();
  },
};

/** On a tablet the page links sit in the header. */
export const Tablet: Story = { globals: onTablet, play: SignedIn.play };

/** On a laptop. */
export const Desktop: Story = { globals: onDesktop, play: SignedIn.play };

/** Nothing to tell yet: no badge, and the open bell says so. */
export const BellEmpty: Story = {
  parameters: { msw: [...bellHandlers([]), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(await bell(page, 0));
    const none = await page.findByText('No notifications yet');
    // The panel fades in.
    await waitFor(() => expect(none).toBeVisible());
  },
};

/** The notifications the server holds for the Bell journey, and each mark-read sent. */
const inbox = { notifications: [] as Notification[], marked: [] as unknown[] };

/**
 * The bell counts two unread; opened it lists all four; opening one marks the unread ones read
 * (the count clears) and goes to the organiser's dashboard.
 */
export const Bell: Story = {
  beforeEach: () => {
    inbox.notifications = structuredClone(NOTIFICATIONS);
    inbox.marked = [];
    return asPlayer();
  },
  parameters: {
    msw: [
      http.get('*/api/v1/organizer/notifications', () =>
        HttpResponse.json({
          message: 'OK',
          data: z.array(notificationSchema).parse(inbox.notifications),
        }),
      ),
      http.post('*/api/v1/organizer/notifications/read', async ({ request }) => {
        const body = (await request.json()) as { ids: string[] };
        inbox.marked.push(body);
        inbox.notifications = inbox.notifications.map((notification) =>
          body.ids.includes(notification.id)
            ? { ...notification, organizerReadFlag: false }
            : notification,
        );
        const data = markReadResultSchema.parse({ updated: body.ids.length });
        return HttpResponse.json({ message: 'OK', data });
      }),
      ...dashboardHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(await bell(page, 2));

    const panel = await page.findByRole('dialog', { name: 'Notifications' });
    const entries = within(panel)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(entries).toEqual([
      'Sam Lee requested to join Friday Night Smash',
      'Olivia Chen accepted you into Hoops Night',
      'Chris Park declined your request for Tennis Tuesdays',
      'Olivia Chen Friday Night Smash starts within 2 hours',
    ]);

    await userEvent.click(
      within(panel).getByRole('button', { name: 'Sam Lee requested to join Friday Night Smash' }),
    );
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Organizer Dashboard' }),
    ).toBeVisible();
    // Marked read as the panel closes: the request may still be on its way.
    await waitFor(() =>
      expect(inbox.marked).toEqual([{ ids: [NOTIFICATIONS[0]?.id, NOTIFICATIONS[1]?.id] }]),
    );
    // The count stays clear once the bell has reloaded what the server now says.
    const cleared = await bell(page, 0);
    await waitFor(() => expect(within(cleared).queryByTestId('notification-badge')).toBeNull());
  },
};
