import type { Social, SOCIAL_TYPE_FILTERS } from '@betterplay/contracts';

export type SocialTypeFilter = (typeof SOCIAL_TYPE_FILTERS)[number];

const EVENT_TYPE_LABELS: Record<Social['eventType'], string> = {
  oneTime: 'One Time',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

export function eventTypeLabel(eventType: Social['eventType']): string {
  return EVENT_TYPE_LABELS[eventType];
}

/** The list's type filter, in the product's order. */
export const TYPE_FILTER_OPTIONS: Array<{ value: SocialTypeFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'oneTime', label: 'One Time' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];

export function levelLabel(level: Social['level']): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}
