import { errorMessage } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResetPasswordForm } from './reset-password-form.tsx';

/** The reset page's form: the new password twice, saving, and the server's refusals. */
const meta = {
  title: 'Account/ResetPasswordForm',
  component: ResetPasswordForm,
  tags: ['autodocs'],
  args: { token: 'abc123', saving: false, failure: null, onReset: fn() },
  decorators: [
    (Story) => (
      <div className="w-[358px] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** 'Save password' pressed: the button waits and says so. */
export const Saving: Story = { args: { saving: true } };

/** The server's word on a field shows under it. */
export const FieldError: Story = {
  args: {
    failure: {
      message: 'Password must be at most 128 characters',
      details: [{ path: 'password', message: 'Password must be at most 128 characters' }],
    },
  },
};

/** Any other refusal shows above the button. */
export const Refused: Story = {
  args: {
    failure: { message: errorMessage('RATE_LIMITED', { wait: 'a minute' }), details: [] },
  },
};
