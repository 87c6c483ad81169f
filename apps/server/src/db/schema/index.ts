export * from './users.ts';
export * from './socials.ts';
export * from './join-requests.ts';
export * from './notifications.ts';
export * from './venues.ts';
export * from './scheduled-jobs.ts';
