import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { Button } from '../button/button.tsx';
import { Popover, PopoverClose, PopoverContent, PopoverTitle, PopoverTrigger } from './popover.tsx';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: { defaultOpen: false },
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="icon" className="size-11 sm:size-9">
          <Bell aria-hidden />
          <span className="sr-only">Notifications</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80">
        <div className="flex items-center justify-between gap-2">
          <PopoverTitle>Notifications</PopoverTitle>
          <PopoverClose asChild>
            <Button variant="ghost" size="sm">
              Close
            </Button>
          </PopoverClose>
        </div>
        <ul className="mt-2 grid gap-2 text-sm">
          <li>Jane Doe asked to join Friday Night Smash.</li>
          <li>Your booking at Court 3 is confirmed.</li>
        </ul>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
