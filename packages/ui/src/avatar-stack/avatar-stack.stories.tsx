import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemePair } from '../storybook/theme-pair.tsx';
import { AvatarStack, type StackedPerson } from './avatar-stack.tsx';

const PEOPLE: StackedPerson[] = [
  { id: '1', firstName: 'Olivia', lastName: 'Chen', avatar: '' },
  { id: '2', firstName: 'Sam', lastName: 'Park', avatar: '' },
  { id: '3', firstName: 'Priya', lastName: 'Nair', avatar: '' },
  { id: '4', firstName: 'Jo', lastName: 'Lee', avatar: '' },
  { id: '5', firstName: 'Kai', lastName: 'Tan', avatar: '' },
];

const meta = {
  title: 'Components/AvatarStack',
  component: AvatarStack,
  tags: ['autodocs'],
  args: { people: PEOPLE.slice(0, 3) },
} satisfies Meta<typeof AvatarStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Friends: Story = {};
export const FriendsAndMore: Story = { args: { people: PEOPLE, more: 5 } };
export const OnlyANumber: Story = { args: { people: [], more: 7 } };

/** Every state, on the light theme and on the dark one. */
export const AllStatesBothThemes: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <ThemePair>
      <div className="grid gap-3">
        <AvatarStack people={PEOPLE.slice(0, 1)} />
        <AvatarStack people={PEOPLE.slice(0, 3)} />
        <AvatarStack people={PEOPLE} more={5} />
        <AvatarStack people={[]} more={7} />
      </div>
    </ThemePair>
  ),
};
