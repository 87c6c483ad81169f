import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { Input } from '../input/input.tsx';
import { Label } from '../label/label.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: { defaultOpen: true, modal: true },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Update Details</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update Payment Details</DialogTitle>
          <DialogDescription>Your card is saved as the default payment method.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="story-cardholder">Cardholder name</Label>
          <Input id="story-cardholder" placeholder="Jane Doe" />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save Payment Method</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

export const WithoutCloseButton: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogContent hideCloseButton>
        <DialogHeader>
          <DialogTitle>Booking confirmed</DialogTitle>
          <DialogDescription>Would you like to split the cost with friends?</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">No, thanks</Button>
          </DialogClose>
          <Button>Split the cost</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

export const Closed: Story = {
  args: { defaultOpen: false },
  render: Open.render,
};
