import { cn } from '@betterplay/ui';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

interface TabsProps<T extends string> {
  label: string;
  tabs: Array<TabItem<T>>;
  selected: T;
  onSelect: (value: T) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected one is a tab stop. */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const nextIndex: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = nextIndex[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next.value);
    buttons.current.get(next.value)?.focus();
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1 sm:w-fit"
      >
        {tabs.map((tab) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) buttons.current.set(tab.value, element);
                else buttons.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.value}`}
              aria-selected={active}
              aria-controls={`panel-${tab.value}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.value)}
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
      <div role="tabpanel" id={`panel-${selected}`} aria-labelledby={`tab-${selected}`}>
        {children}
      </div>
    </div>
  );
}
