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

/**
 * The parameters of a ThemePair story whose content names its own landmarks (an agenda's days):
 * shown twice, once per theme, each landmark's name repeats, which a real page never does.
 */
export const THEME_PAIR_OF_LANDMARKS = {
  a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
};
