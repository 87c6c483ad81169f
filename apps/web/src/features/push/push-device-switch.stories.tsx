import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PushDeviceSwitch } from './push-device-switch.tsx';

/**
 * The last part of the profile's Notifications card: whether this browser receives push. Every
 * state a person can meet: asking the browser, off, on, changing, blocked, not possible, failed.
 */
const meta = {
  title: 'Notifications/PushDeviceSwitch',
  component: PushDeviceSwitch,
  tags: ['autodocs'],
  args: { status: 'off', busy: false, error: null, onTurnOn: fn(), onTurnOff: fn() },
  decorators: [
    (Story) => (
      <div className="w-[24rem] max-w-full sm:w-[40rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PushDeviceSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser is being asked where it stands. */
export const Checking: Story = { args: { status: undefined } };
/** Push could be on: one tap asks the browser. */
export const Off: Story = {};
/** This browser receives the person's pushes. */
export const On: Story = { args: { status: 'on' } };
/** Waiting for the browser's permission or the server. */
export const TurningOn: Story = { args: { status: 'off', busy: true } };
/** The person said no to notifications once: only the browser's settings can undo it. */
export const Blocked: Story = { args: { status: 'blocked' } };
/** A browser without push (an iPhone's Safari outside the home screen, for one). */
export const Unsupported: Story = { args: { status: 'unsupported' } };
/** The permission was dismissed: push stays off and says why. */
export const Failed: Story = {
  args: { status: 'off', error: 'Notifications were not allowed, so push stays off.' },
};
