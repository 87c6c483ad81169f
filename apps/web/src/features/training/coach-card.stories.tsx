import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { CoachCard } from './coach-card.tsx';

const coach = {
  id: '5b0c8d1e-6a55-4a43-9c1e-0f4b1f2b9d10',
  firstName: 'Emma',
  lastName: 'Thompson',
  gender: 'Female',
  qualification: 'Badminton Australia Level 2 Coach',
  ratePerHourCents: 3500,
  // A small inline picture, so the story needs no network.
  image:
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"%3E%3Crect width="64" height="64" fill="%230f766e"/%3E%3Ccircle cx="32" cy="26" r="12" fill="%23ccfbf1"/%3E%3Crect x="14" y="42" width="36" height="22" rx="11" fill="%23ccfbf1"/%3E%3C/svg%3E',
};

const meta = {
  title: 'Training/CoachCard',
  component: CoachCard,
  tags: ['autodocs'],
  args: { coach, to: '/training/badminton/venue/msac/coach/5b0c8d1e' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="w-[22rem] max-w-full">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof CoachCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Without a picture the card shows the coach's initials. */
export const NoImage: Story = { args: { coach: { ...coach, image: '' } } };

/** A long qualification wraps inside the card rather than widening it. */
export const LongQualification: Story = {
  args: {
    coach: {
      ...coach,
      firstName: 'Liam',
      lastName: 'O’Brien',
      qualification:
        'Badminton Australia Level 1 Coach, Basketball Victoria Community Coach and ' +
        'AustralianSportsCommissionAccreditedStrengthAndConditioningCoach',
    },
  },
};
