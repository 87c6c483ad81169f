import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
import {
  answerSocials,
  organizerShellHandlers,
  SOCIALS_PATH,
  socialEventsHandlers,
} from './organizer-story-handlers.ts';

/** /view-social-events: the organiser's socials by tab, each row opening to its details. */
const meta = {
  title: 'Pages/Social events',
  globals: onPhone,
  component: AppAt,
  args: { path: '/view-social-events' },
  parameters: { ...PAGE_PARAMETERS, msw: socialEventsHandlers },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The Upcoming tab: one social to come; the tabs count the recurring and past ones. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByRole('tab', { name: 'Upcoming (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Recurring (2)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Past (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Details for Saturday Smash' })).toBeVisible();
  },
};

/** 'Loading events...' while the list is on its way. */
export const Loading: Story = {
  parameters: { msw: [...organizerShellHandlers, hold(SOCIALS_PATH)] },
};

/** A new organiser: every tab empty. */
export const Empty: Story = {
  parameters: { msw: [...organizerShellHandlers, answerSocials([])] },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByText('No upcoming Events')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Past (0)' })).toBeVisible();
  },
};

/** The list failed: its message and 'Try again'. */
export const Error: Story = {
  parameters: {
    msw: [...organizerShellHandlers, fail(SOCIALS_PATH, 500, 'Something went wrong')],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await pageOf(canvasElement).findByText('Could not load your events: Something went wrong'),
    ).toBeVisible();
  },
};

/** A visitor is asked to sign in. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await pageOf(canvasElement).findByRole('heading', {
        name: 'Sign in to see your social events',
      }),
    ).toBeVisible();
  },
};

/** The list on a tablet: a table with every column. */
export const Tablet: Story = { globals: onTablet, play: Loaded.play };

/** The list on a laptop. */
export const Desktop: Story = { globals: onDesktop, play: Loaded.play };

/** The Recurring tab, a row opened to its details, and its attendees in a dialog. */
export const Attendees: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: 'Recurring (2)' }));
    const details = page.getByRole('button', { name: 'Details for Friday Night Smash' });
    await userEvent.click(details);
    await expect(details).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(
      page.getByRole('button', { name: 'View attendees of Friday Night Smash' }),
    );
    const dialog = await page.findByRole('dialog', { name: 'Attendees' });
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByText('Sam Lee')).toBeVisible());
    await expect(within(dialog).getByText('sam@example.com')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};
