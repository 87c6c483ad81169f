import type { CSSProperties } from 'react';

/** The sports the product knows, each with an icon and a colour pair (styles.css: --color-sport-*). */
export const SPORT_IDS = ['badminton', 'basketball', 'tennis', 'soccer', 'swimming'] as const;
export type SportId = (typeof SPORT_IDS)[number];

/** 'Badminton' or 'badminton' → 'badminton'; null for a sport without its own identity. */
export function sportIdOf(sport: string): SportId | null {
  const id = sport.trim().toLowerCase();
  return SPORT_IDS.find((known) => known === id) ?? null;
}

/**
 * The sport's tone and tint as the custom properties `--sport-tone` and `--sport-tint`, for
 * classes such as `text-(--sport-tone) bg-(--sport-tint)`; the brand's pair for any other sport.
 */
export function sportStyle(sport: string | null | undefined): CSSProperties {
  const id = sport ? sportIdOf(sport) : null;
  const token = id ? `sport-${id}` : 'brand';
  return {
    '--sport-tone': `var(--color-${token})`,
    '--sport-tint': `var(--color-${token}-tint)`,
  } as CSSProperties;
}
