export { DateBadge, dateBadgeParts, type DateBadgeProps } from './date-badge.tsx';
