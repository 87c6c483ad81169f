export { AgendaDay, type AgendaDayProps } from './agenda-day.tsx';
export { AgendaItem, type AgendaItemProps } from './agenda-item.tsx';
export { AgendaSkeleton, type AgendaSkeletonProps } from './agenda-skeleton.tsx';
