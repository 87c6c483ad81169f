export { Chip, chipVariants, type ChipProps, type ChipTone } from './chip.tsx';
export {
  LEVEL_NAMES,
  LevelChip,
  PlacesChip,
  PriceChip,
  STATUS_CHIPS,
  StatusChip,
  placesText,
  type ChipStatus,
  type Level,
  type Places,
} from './social-chips.tsx';
