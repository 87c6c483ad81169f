import { ACCOUNT_MESSAGES, errorMessage } from '@betterplay/contracts';
import { Button } from '@betterplay/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemePair } from '@betterplay/ui/storybook';
import { LinkProblem } from './link-problem.tsx';

/** A mailed link that cannot be used, and the way on. */
const meta = {
  title: 'Account/LinkProblem',
  component: LinkProblem,
  tags: ['autodocs'],
  args: { message: ACCOUNT_MESSAGES.tokenMissing },
  decorators: [
    (Story) => (
      <div className="w-[358px] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkProblem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address lost its token (copied in part). */
export const TokenMissing: Story = {};

/** A reset link used or too old, with the way to ask for another. */
export const ResetLinkSpent: Story = {
  args: {
    message: errorMessage('RESET_TOKEN_INVALID'),
    action: <Button type="button">Ask for a new link</Button>,
  },
};

/** A link without its token and a spent one, in the light and the dark theme side by side. */
export const BothThemes: Story = {
  render: (args) => (
    <ThemePair>
      <LinkProblem {...args} />
      <LinkProblem {...args} message={errorMessage('RESET_TOKEN_INVALID')} />
    </ThemePair>
  ),
};
