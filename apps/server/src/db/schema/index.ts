export * from './users.ts';
export * from './socials.ts';
export * from './venues.ts';
