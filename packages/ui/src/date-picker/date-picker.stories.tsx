import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Label } from '../label/label.tsx';
import { DatePicker, type DatePickerProps } from './date-picker.tsx';

/** Keeps the picked day, as a form would, and shows the field with its label and error. */
function LabelledDatePicker({ value, onValueChange, ...props }: DatePickerProps) {
  const [chosen, setChosen] = useState(value);
  return (
    <div className="grid w-72 max-w-full gap-2">
      <Label htmlFor={props.id}>Date</Label>
      <DatePicker
        {...props}
        value={chosen}
        onValueChange={(next) => {
          setChosen(next);
          onValueChange(next);
        }}
      />
      {props['aria-invalid'] === true ? (
        <p id="story-date-error" className="text-sm text-destructive">
          Please choose a date
        </p>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { id: 'story-date', value: '', onValueChange: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 440 } } },
  render: (args) => <LabelledDatePicker {...args} />,
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { value: '2099-03-07' } };
export const Disabled: Story = { args: { value: '2099-03-07', disabled: true } };
export const Invalid: Story = {
  args: { 'aria-invalid': true, 'aria-describedby': 'story-date-error' },
};
export const Open: Story = { args: { value: '2099-03-07', defaultOpen: true } };
export const OpenWithMinAndMax: Story = {
  args: { min: '2099-03-05', max: '2099-03-25', defaultOpen: true },
};
