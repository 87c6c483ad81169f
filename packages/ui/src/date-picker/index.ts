export { DatePicker, type DatePickerProps } from './date-picker.tsx';
