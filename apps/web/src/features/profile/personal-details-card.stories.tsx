import type { UserProfile } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PersonalDetailsCard } from './personal-details-card.tsx';

const profile: UserProfile = {
  id: '0b9f5a4e-3f1c-4d2a-9c3b-6b1f0e2d4c5a',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex.morgan@example.com',
  emailVerified: true,
  phone: '0412 345 678',
  age: 30,
  height: 1.8,
  weight: 75,
  avatar: '',
  visibility: 'public',
  sportPreferences: ['Badminton', 'Tennis'],
  stripeCustomerId: null,
};

/** The profile form: its view and edit modes, a save on its way and a save that failed. */
const meta = {
  title: 'Profile/PersonalDetailsCard',
  component: PersonalDetailsCard,
  tags: ['autodocs'],
  args: {
    profile,
    editing: false,
    saving: false,
    failure: null,
    onEdit: fn(),
    onCancel: fn(),
    onSave: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[24rem] max-w-full sm:w-[40rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PersonalDetailsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What was saved, height in feet and inches ('5 ft 11 in') and weight in pounds; the edit icon opens the form. */
export const ViewMode: Story = {};

/** A profile with nothing but the sign-up names and phone. */
export const ViewModeWithoutDetails: Story = {
  args: {
    profile: { ...profile, age: null, height: null, weight: null, sportPreferences: [] },
  },
};

/** The form, filled from the saved user: photo, visibility, details and sports. */
export const EditMode: Story = { args: { editing: true } };

/** Save Changes pressed: the buttons wait and say so. */
export const Saving: Story = { args: { editing: true, saving: true } };

/** The server refused the save: its message shows above the buttons. */
export const SaveError: Story = {
  args: {
    editing: true,
    failure: { message: 'The photo has too many pixels: use one of at most 50 megapixels' },
  },
};

/** A field the server refused shows its message under the field. */
export const FieldError: Story = {
  args: {
    editing: true,
    failure: {
      message: 'Please enter a valid mobile number',
      details: [{ path: 'phone', message: 'Please enter a valid mobile number' }],
    },
  },
};

/** Height typed in metres (1.70) or weight in kilograms out of range: the form asks for its unit. */
export const UnitErrors: Story = {
  args: {
    editing: true,
    failure: {
      message: 'Enter your height in feet, for example 5.5',
      details: [
        { path: 'height', message: 'Enter your height in feet, for example 5.5' },
        { path: 'weight', message: 'Enter your weight in pounds, for example 154' },
      ],
    },
  },
};
