import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from 'lucide-react';
import { Button } from '../button/button.tsx';
import type { SheetSide } from './sheet.tsx';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet.tsx';

function MenuSheet({ side, defaultOpen = true }: { side?: SheetSide; defaultOpen?: boolean }) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Navigate Better Play</SheetDescription>
        </SheetHeader>
        <nav className="flex flex-col gap-1">
          {['Switch to Social Organiser', 'View Profile', 'Your Activity', 'Chat', 'Friends'].map(
            (entry) => (
              <SheetClose asChild key={entry}>
                <Button variant="ghost" className="justify-start">
                  {entry}
                </Button>
              </SheetClose>
            ),
          )}
        </nav>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Components/Sheet',
  component: SheetContent,
  tags: ['autodocs'],
  args: { side: 'right' },
  render: (args) => <MenuSheet side={args.side} />,
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right', 'top', 'bottom'] } },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof SheetContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {};
export const Left: Story = { args: { side: 'left' } };
export const Top: Story = { args: { side: 'top' } };
export const Bottom: Story = { args: { side: 'bottom' } };
export const Closed: Story = {
  render: (args) => <MenuSheet side={args.side} defaultOpen={false} />,
};
