import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onDesktop,
  onPhone,
  onTablet,
  PAGE_PARAMETERS,
  signedInHandlers,
} from '../../storybook/page-story.tsx';

/** /contact, linked from the footer: the email, phone and address; it needs no data. */
const meta = {
  title: 'Pages/Contact',
  component: AppAt,
  globals: onPhone,
  args: { path: '/contact' },
  parameters: { ...PAGE_PARAMETERS, msw: signedInHandlers },
  beforeEach: asVisitor,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What anyone sees: the heading, a line on what to write about, and how to reach us. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    const main = within(page.getByRole('main'));
    await expect(main.getByRole('link', { name: '+61 3 9000 0000' })).toHaveAttribute(
      'href',
      'tel:+61390000000',
    );
    await expect(main.getByText('100 Sports Avenue, Melbourne VIC 3000')).toBeVisible();
  },
};

/** Alex signed in: the same details, the header greeting Alex. */
export const Loaded: Story = { beforeEach: asPlayer };

/** On a tablet. */
export const Tablet: Story = { globals: onTablet };

/** On a laptop. */
export const Desktop: Story = { globals: onDesktop };
