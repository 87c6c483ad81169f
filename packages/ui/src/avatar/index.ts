export { Avatar, hasPicture, initialsOf, type AvatarProps, type AvatarSize } from './avatar.tsx';
