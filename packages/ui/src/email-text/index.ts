export { EmailText } from './email-text.tsx';
