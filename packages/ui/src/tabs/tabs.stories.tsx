import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'upcoming' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Your bookings">
        <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
        <TabsTrigger value="past">Past</TabsTrigger>
        <TabsTrigger value="recurring">Recurring</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">Friday Night Smash, 7 Mar, 6:00 PM</TabsContent>
      <TabsContent value="past">Old Smash, 1 Jan, 9:00 AM</TabsContent>
      <TabsContent value="recurring">No recurring bookings</TabsContent>
    </Tabs>
  ),
};

export const WithCounts: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Social events">
        <TabsTrigger value="upcoming">Upcoming (3)</TabsTrigger>
        <TabsTrigger value="recurring">Recurring (12)</TabsTrigger>
        <TabsTrigger value="past">Past (0)</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">Three upcoming events</TabsContent>
      <TabsContent value="recurring">Twelve recurring events</TabsContent>
      <TabsContent value="past">No past Events found</TabsContent>
    </Tabs>
  ),
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Your bookings">
        <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
        <TabsTrigger value="past" disabled>
          Past
        </TabsTrigger>
        <TabsTrigger value="recurring">Recurring</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">Friday Night Smash, 7 Mar, 6:00 PM</TabsContent>
      <TabsContent value="past">Old Smash, 1 Jan, 9:00 AM</TabsContent>
      <TabsContent value="recurring">No recurring bookings</TabsContent>
    </Tabs>
  ),
};
