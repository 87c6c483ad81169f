export * from './sports.ts';
export * from './envelope.ts';
export * from './auth.ts';
export * from './user.ts';
export * from './health.ts';
