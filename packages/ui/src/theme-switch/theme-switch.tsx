import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../lib/cn.ts';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const OPTIONS = [
  { value: 'system', label: 'Device', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
] as const satisfies { value: ThemeChoice; label: string; icon: unknown }[];

export interface ThemeSwitchProps {
  value: ThemeChoice;
  onValueChange: (value: ThemeChoice) => void;
  className?: string;
}

/**
 * The theme as three radio buttons (one Tab stop; arrow keys move and choose): follow the
 * device, or always light, or always dark.
 */
export function ThemeSwitch({ value, onValueChange, className }: ThemeSwitchProps) {
  const name = useId();
  return (
    <fieldset data-slot="theme-switch" className={cn('grid gap-2', className)}>
      <legend className="mb-2 text-sm font-medium">Theme</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
        {OPTIONS.map(({ value: option, label, icon: Icon }) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-md text-sm text-muted-foreground has-checked:bg-card has-checked:font-medium has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onValueChange(option)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
