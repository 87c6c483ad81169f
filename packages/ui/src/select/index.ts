export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
  type SelectContentProps,
  type SelectItemProps,
  type SelectLabelProps,
  type SelectTriggerProps,
} from './select.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field.tsx';
