import { SOCIAL_SPORTS, type SocialSport } from '@betterplay/contracts';

/** 'Badminton' → 'badminton', the path segment of its socials list. */
export function categoryOf(sport: SocialSport): string {
  return sport.toLowerCase();
}

/** The sport of a path segment ('tennis' → 'Tennis'); null for a sport without socials. */
export function sportOfCategory(category: string): SocialSport | null {
  return SOCIAL_SPORTS.find((sport) => categoryOf(sport) === category.toLowerCase()) ?? null;
}

export function socialsListPath(category: string): string {
  return `/sports/${category.toLowerCase()}`;
}
