import tailwindTheme from 'tailwindcss/theme.css?raw';
import { describe, expect, it } from 'vitest';
import ourTheme from '../styles.css?raw';
import { contrastChecks, contrastRatio, lightDarkOf, readTokens } from './theme-tokens.ts';

describe('the theme tokens', () => {
  it('reads our colours over Tailwind theme, ours winning', () => {
    const tokens = readTokens(tailwindTheme, ourTheme);
    expect(lightDarkOf(tokens.get('color-background') ?? '')).toEqual({
      light: '#ffffff',
      dark: '#0b1220',
    });
    expect(tokens.get('radius-lg')).toBe('0.625rem');
    expect(tokens.get('text-sm')).toBe('0.875rem');
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('keeps every text colour at its minimum on the backgrounds it is used on, in both themes', () => {
    const checks = contrastChecks(readTokens(tailwindTheme, ourTheme));
    expect(checks.length).toBeGreaterThan(60);
    const failing = checks.filter(({ ratio, minimum }) => ratio < minimum);
    expect(failing).toEqual([]);
  });
});
