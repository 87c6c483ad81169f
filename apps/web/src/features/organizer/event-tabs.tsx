import { cn } from '@betterplay/ui';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabSpec<T extends string> {
  value: T;
  label: string;
}

interface EventTabsProps<T extends string> {
  tabs: TabSpec<T>[];
  selected: T;
  onSelect: (value: T) => void;
  label: string;
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected one is tabbable. */
export function EventTabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: EventTabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (value: T) => `${baseId}-tab-${value}`;
  const panelId = `${baseId}-panel`;

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = target === null ? undefined : tabs[target];
    if (tab === undefined) return;
    event.preventDefault();
    onSelect(tab.value);
    tabRefs.current.get(tab.value)?.focus();
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div
        role="tablist"
        aria-label={label}
        className="inline-flex w-full overflow-x-auto rounded-lg bg-muted p-1 sm:w-fit"
      >
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.value, element);
                else tabRefs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.value)}
              onKeyDown={(event) => move(event, index)}
              className={cn(
                'flex-1 rounded-md px-4 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-none',
                active ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}
