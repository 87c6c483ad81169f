/**
 * Reads the design tokens from the theme's own CSS (Tailwind's theme and ours), so the
 * foundations pages show what the app is built with, never a retyped copy.
 */

/** Every `--name: value;` declaration, later ones (our theme after Tailwind's) winning. */
export function readTokens(...stylesheets: string[]): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const css of stylesheets) {
    const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, name, value] of withoutComments.matchAll(/--([\w-]+)\s*:\s*([^;{}]+);/g)) {
      if (name !== undefined && value !== undefined) tokens.set(name, value.trim());
    }
  }
  return tokens;
}

/** The tokens whose names start with `prefix`, in the order the theme declares them. */
export function tokensStartingWith(tokens: Map<string, string>, prefix: string) {
  return [...tokens]
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, value]) => ({ name, value }));
}

export interface ThemePair {
  light: string;
  dark: string;
}

/** `light-dark(#fff, #0b1220)` as its two colours; null for anything else. */
export function lightDarkOf(value: string): ThemePair | null {
  const match = /^light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)$/i.exec(value);
  return match?.[1] && match[2] ? { light: match[1], dark: match[2] } : null;
}

function channel(hex: string, offset: number): number {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2's relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG 2's contrast ratio between two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/**
 * Which colour is drawn on which: text and icons on the backgrounds the kit puts them on. The
 * colours come from the theme; this list is the one thing written by hand, and the foundations
 * test fails if it names a token the theme does not have.
 */
export const COLOUR_USES: Array<{ text: string; on: string[]; minimum: number }> = [
  { text: 'foreground', on: ['background', 'card', 'muted'], minimum: 4.5 },
  { text: 'muted-foreground', on: ['background', 'card', 'muted'], minimum: 4.5 },
  { text: 'card-foreground', on: ['card'], minimum: 4.5 },
  { text: 'popover-foreground', on: ['popover'], minimum: 4.5 },
  { text: 'primary-foreground', on: ['primary'], minimum: 4.5 },
  { text: 'primary', on: ['background', 'card'], minimum: 4.5 },
  { text: 'secondary-foreground', on: ['secondary'], minimum: 4.5 },
  { text: 'accent-foreground', on: ['accent'], minimum: 4.5 },
  { text: 'destructive-foreground', on: ['destructive'], minimum: 4.5 },
  { text: 'destructive', on: ['background', 'card'], minimum: 4.5 },
  { text: 'caution', on: ['background', 'caution-tint'], minimum: 4.5 },
  { text: 'brand', on: ['background', 'brand-tint'], minimum: 4.5 },
  { text: 'input', on: ['background', 'card'], minimum: 3 },
  { text: 'ring', on: ['background', 'card'], minimum: 3 },
  ...['badminton', 'basketball', 'tennis', 'soccer', 'swimming'].map((sport) => ({
    text: `sport-${sport}`,
    on: ['background', `sport-${sport}-tint`],
    minimum: 4.5,
  })),
];

export interface ContrastCheck {
  text: string;
  on: string;
  theme: 'light' | 'dark';
  ratio: number;
  minimum: number;
}

/** Every use's contrast, in both themes, from the theme's colour tokens. */
export function contrastChecks(tokens: Map<string, string>): ContrastCheck[] {
  const colour = (name: string) => {
    const pair = lightDarkOf(tokens.get(`color-${name}`) ?? '');
    if (pair === null) throw new Error(`The theme has no light-dark colour --color-${name}`);
    return pair;
  };
  return COLOUR_USES.flatMap(({ text, on, minimum }) =>
    on.flatMap((background) =>
      (['light', 'dark'] as const).map((theme) => ({
        text,
        on: background,
        theme,
        ratio: contrastRatio(colour(text)[theme], colour(background)[theme]),
        minimum,
      })),
    ),
  );
}
