import { LoadState, Tabs, TabsContent, TabsList, TabsTrigger } from '@betterplay/ui';
import type { ReactNode } from 'react';

export interface CountedTab<K extends string, T> {
  key: K;
  title: string;
  items: T[];
  /** what the panel says when the tab holds nothing */
  empty: ReactNode;
}

interface CountedTabsProps<K extends string, T> {
  /** names the tab list for screen readers */
  label: string;
  tabs: CountedTab<K, T>[];
  value: K;
  onValueChange: (value: K) => void;
  /** the list of a tab with items */
  render: (tab: CountedTab<K, T>) => ReactNode;
  emptyClassName?: string;
}

/**
 * Tabs titled with their counts ('Upcoming (3)'), each a list or its empty text: the activity
 * and organiser screens group socials this way. Controlled, so the chosen tab survives the
 * panels unmounting while a failed load retries.
 */
export function CountedTabs<K extends string, T>({
  label,
  tabs,
  value,
  onValueChange,
  render,
  emptyClassName,
}: CountedTabsProps<K, T>) {
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        const known = tabs.find((tab) => tab.key === next);
        if (known) onValueChange(known.key);
      }}
    >
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.key} value={tab.key}>
            {`${tab.title} (${tab.items.length})`}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.key} value={tab.key}>
          <LoadState
            loading={false}
            empty={tab.items.length === 0}
            emptyText={tab.empty}
            className={emptyClassName}
          >
            {render(tab)}
          </LoadState>
        </TabsContent>
      ))}
    </Tabs>
  );
}
