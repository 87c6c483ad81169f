export { FileInput, type FileInputProps, type FileRejection } from './file-input.tsx';
