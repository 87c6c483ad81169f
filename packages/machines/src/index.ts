export * from './registration.machine.ts';
