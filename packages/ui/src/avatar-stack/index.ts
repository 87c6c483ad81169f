export { AvatarStack, type AvatarStackProps, type StackedPerson } from './avatar-stack.tsx';
