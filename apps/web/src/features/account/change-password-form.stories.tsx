import { errorMessage } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemePair } from '@betterplay/ui/storybook';
import { fn } from 'storybook/test';
import { ChangePasswordForm } from './change-password-form.tsx';

const WRONG = errorMessage('WRONG_PASSWORD');

/** The profile's password form: the current password, the new one twice, and the refusals. */
const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
  tags: ['autodocs'],
  args: { saving: false, failure: null, changes: 0, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-[358px] max-w-full sm:w-[40rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** 'Change password' pressed: the button waits and says so. */
export const Saving: Story = { args: { saving: true } };

/** The current password was not right: the message under its field, which takes the focus. */
export const WrongPassword: Story = {
  args: { failure: { message: WRONG, details: [{ path: 'currentPassword', message: WRONG }] } },
};

/** Any other refusal shows above the button. */
export const Refused: Story = {
  args: {
    failure: { message: 'Unable to reach the server. Please check your connection.', details: [] },
  },
};

/** Empty and refused, in the light and the dark theme side by side. */
export const BothThemes: Story = {
  render: (args) => (
    <ThemePair>
      <ChangePasswordForm {...args} />
      <ChangePasswordForm
        {...args}
        failure={{ message: WRONG, details: [{ path: 'currentPassword', message: WRONG }] }}
      />
    </ThemePair>
  ),
};
