import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Label } from '../label/label.tsx';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from './select.tsx';
import { SelectField, type SelectFieldProps } from './select-field.tsx';

const sports = [
  { value: 'tennis', label: 'Tennis' },
  { value: 'padel', label: 'Padel' },
  { value: 'pickleball', label: 'Pickleball' },
  { value: 'squash', label: 'Squash', disabled: true },
];

/** Keeps the picked value, as a form would, and shows the field with its label and error. */
function LabelledSelectField({ value, onValueChange, ...props }: SelectFieldProps) {
  const [chosen, setChosen] = useState(value);
  const invalid = props['aria-invalid'] === true;
  return (
    <div className="grid w-72 max-w-full gap-2">
      <Label htmlFor={props.id}>Sport</Label>
      <SelectField
        {...props}
        value={chosen}
        onValueChange={(next) => {
          setChosen(next);
          onValueChange(next);
        }}
      />
      {invalid ? (
        <p id="story-sport-error" className="text-sm text-destructive">
          Please choose a sport
        </p>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Components/Select',
  component: SelectField,
  tags: ['autodocs'],
  args: {
    id: 'story-sport',
    options: sports,
    value: '',
    onValueChange: fn(),
    placeholder: 'Select a sport',
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
  render: (args) => <LabelledSelectField {...args} />,
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const WithValue: Story = { args: { value: 'padel' } };
export const Disabled: Story = { args: { value: 'tennis', disabled: true } };
export const Invalid: Story = {
  args: { 'aria-invalid': true, 'aria-describedby': 'story-sport-error' },
};
export const OpenWithGroups: Story = {
  parameters: {
    // While the list is open, Radix hides the rest of the page with aria-hidden and keeps focus
    // in the list; axe still counts the hidden page's controls as focusable.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  render: () => (
    <div className="grid w-72 max-w-full gap-2">
      <Label htmlFor="story-duration">Duration</Label>
      <Select defaultOpen defaultValue="60">
        <SelectTrigger id="story-duration">
          <SelectValue placeholder="Select a duration" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Off-peak</SelectLabel>
            <SelectItem value="60">1 hour</SelectItem>
            <SelectItem value="120">2 hours</SelectItem>
          </SelectGroup>
          <SelectGroup>
            <SelectLabel>Peak</SelectLabel>
            <SelectItem value="peak-60">1 hour (peak)</SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  ),
};
