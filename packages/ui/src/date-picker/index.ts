export { DatePicker, type DatePickerProps } from './date-picker.tsx';
export { toLocalDateString } from './local-date.ts';
