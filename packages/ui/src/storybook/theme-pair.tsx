import type { ReactNode } from 'react';

/**
 * Stories only: shows its children twice, on the light theme's background and on the dark
 * one's, so a designer sees both at once and axe checks both.
 */
export function ThemePair({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(['light', 'dark'] as const).map((theme) => (
        <section
          key={theme}
          data-theme={theme}
          aria-label={theme === 'light' ? 'Light theme' : 'Dark theme'}
          className="rounded-lg border bg-background p-4 text-foreground"
        >
          {children}
        </section>
      ))}
    </div>
  );
}
