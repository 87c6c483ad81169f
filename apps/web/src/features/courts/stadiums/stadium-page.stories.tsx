import { stadiumSchema } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, fail, hold } from '../../../storybook/api-mocks.ts';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onDesktop,
  onTablet,
  PAGE_PARAMETERS,
  signedInHandlers,
  onPhone,
} from '../../../storybook/page-story.tsx';
import { msac } from '../courts-story-data.ts';

const STADIUM = '/stadiums/:stadiumId';

/** /stadiums/msac: the sports a stadium has courts for, each a tile to its courts. */
const meta = {
  title: 'Pages/Stadium',
  globals: onPhone,
  component: AppAt,
  args: { path: '/stadiums/msac' },
  parameters: {
    ...PAGE_PARAMETERS,
    msw: [...signedInHandlers, answer(STADIUM, stadiumSchema, msac)],
  },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** MSAC's address and hours, and its four sports as tiles. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const sports = await page.findByRole('list', { name: 'Sports at MSAC' }, { timeout: 5000 });
    await expect(within(sports).getByRole('link', { name: 'Tennis' })).toHaveAttribute(
      'href',
      '/stadiums/msac/tennis',
    );
  },
};

/** The stadium is on its way: the back link and a loading line. */
export const Loading: Story = {
  parameters: { msw: [...signedInHandlers, hold(STADIUM)] },
};

/** A stadium with no courts to book yet. */
export const Empty: Story = {
  parameters: {
    msw: [...signedInHandlers, answer(STADIUM, stadiumSchema, { ...msac, sports: [] })],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('MSAC has no courts to book yet.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The stadium failed to load: the API's message and a way to try again. */
export const Error: Story = {
  parameters: { msw: [...signedInHandlers, fail(STADIUM, 500, 'Something went wrong')] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('Something went wrong', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A stadium the API does not know: a not-found page with a way back to the stadiums. */
export const NotFound: Story = {
  args: { path: '/stadiums/atlantis' },
  parameters: {
    msw: [
      ...signedInHandlers,
      fail(STADIUM, 404, 'Stadium not found', { code: 'STADIUM_NOT_FOUND' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Stadium not found' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose a stadium' })).toHaveAttribute(
      'href',
      '/book',
    );
  },
};

/** A visitor sees the same sports: signing in is asked for only when holding a court. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [answer(STADIUM, stadiumSchema, msac)] },
};

export const Tablet: Story = { globals: onTablet };

export const Desktop: Story = { globals: onDesktop };
