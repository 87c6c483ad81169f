import {
  DELIVERY_KINDS,
  deliveryDefault,
  type NotificationPreferences,
} from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PushDeviceSwitch } from '../push/push-device-switch.tsx';
import { NotificationPreferencesCard } from './notification-preferences-card.tsx';

const switches = (channel: 'email' | 'push', off: string[] = []) =>
  Object.fromEntries(
    DELIVERY_KINDS.map((kind) => [kind, deliveryDefault(channel, kind) && !off.includes(kind)]),
  ) as NotificationPreferences['email'];

/** The profile's Notifications card: the defaults, some turned off, saving, loading, failing. */
const meta = {
  title: 'Notifications/NotificationPreferencesCard',
  component: NotificationPreferencesCard,
  tags: ['autodocs'],
  args: {
    preferences: { email: switches('email'), push: switches('push') },
    loading: false,
    error: null,
    onRetry: fn(),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[24rem] max-w-full sm:w-[40rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationPreferencesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person who never changed anything: all on, except chat messages by email. */
export const Defaults: Story = {};

/** Someone who keeps email for money and places only, and mutes chat everywhere. */
export const SomeTurnedOff: Story = {
  args: {
    preferences: {
      email: switches('email', ['join-request', 'request-decided', 'reminder', 'chat-message']),
      push: switches('push', ['chat-message', 'refund']),
    },
  },
};

/** A change on its way to the server: the switches wait. */
export const Saving: Story = { args: { saving: true } };

/** The settings are on their way. */
export const Loading: Story = { args: { preferences: undefined, loading: true } };

/** They could not be loaded: the reason and a way to try again. */
export const Failed: Story = {
  args: {
    preferences: undefined,
    error: { message: 'Network error. Please check your connection.' },
  },
};

/** As the profile shows it: the switches, then this browser's push. */
export const WithThisDevice: Story = {
  args: {
    device: <PushDeviceSwitch status="on" onTurnOn={fn()} onTurnOff={fn()} />,
  },
};
