import type { Ref } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = {
  /** Put on the trigger, so `<Label htmlFor={id}>` names it. */
  id: string;
  options: readonly SelectOption[];
  /** The chosen option's value; `''` shows the placeholder. */
  value: string;
  onValueChange: (value: string) => void;
  /** Lets react-hook-form's Controller mark the field as touched. */
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** Submitted with a surrounding <form> through a hidden native select. */
  name?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  className?: string;
  /** Reaches the trigger button, so react-hook-form can focus the field when it is invalid. */
  ref?: Ref<HTMLButtonElement>;
};

/** A ready-made Select over a flat list of options, for forms (works with react-hook-form's Controller). */
export function SelectField({
  id,
  options,
  value,
  onValueChange,
  onBlur,
  placeholder,
  disabled,
  required,
  name,
  className,
  ref,
  ...aria
}: SelectFieldProps) {
  return (
    <Select
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      required={required}
      name={name}
    >
      <SelectTrigger id={id} ref={ref} onBlur={onBlur} className={className} {...aria}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
