export { cn } from './lib/cn.ts';
export { groupThousands } from './lib/group-thousands.ts';
export {
  LONG_MONTH_NAMES,
  LONG_WEEKDAY_NAMES,
  MONTH_NAMES,
  WEEKDAY_NAMES,
} from './lib/calendar-names.ts';
export * from './avatar/index.ts';
export * from './badge/index.ts';
export * from './button/index.ts';
export * from './card/index.ts';
export * from './checkbox/index.ts';
export * from './dialog/index.ts';
export * from './confirm-dialog/index.ts';
export * from './input/index.ts';
export * from './label/index.ts';
export * from './sheet/index.ts';
export * from './tabs/index.ts';
export * from './textarea/index.ts';
export * from './toast/index.ts';
export * from './back-link/index.ts';
export * from './data-list/index.ts';
export * from './fact-list/index.ts';
export * from './file-input/index.ts';
export * from './form-field/index.ts';
export * from './link-tile/index.ts';
export * from './search-input/index.ts';
export * from './load-state/index.ts';
export * from './page-header/index.ts';
export * from './pagination/index.ts';
export * from './popover/index.ts';
export * from './select/index.ts';
export * from './radio-group/index.ts';
export * from './switch/index.ts';
export * from './date-picker/index.ts';
export * from './combobox/index.ts';
export * from './live-announcement/index.ts';
export * from './character-count/index.ts';
export * from './email-text/index.ts';
export * from './sport-icon/index.ts';
export * from './chip/index.ts';
export * from './date-badge/index.ts';
export * from './theme-switch/index.ts';
export * from './agenda/index.ts';
export * from './court-grid/index.ts';
export * from './avatar-stack/index.ts';
