export {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverTitle,
  PopoverTrigger,
  type PopoverContentProps,
  type PopoverTitleProps,
} from './popover.tsx';
