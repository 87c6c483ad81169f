export {
  RadioGroup,
  RadioGroupItem,
  RadioGroupOption,
  type RadioGroupItemProps,
  type RadioGroupOptionProps,
  type RadioGroupProps,
} from './radio-group.tsx';
