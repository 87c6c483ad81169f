export * from './registration.machine.ts';
export * from './bookingConfirmation.types.ts';
export { freeTimesOf } from './bookingConfirmation.outcomes.ts';
export * from './bookingConfirmation.machine.ts';
export * from './splitPayment.machine.ts';
export * from './cardSetup.machine.ts';
export * from './idempotencyKey.ts';
export * from './waitlistOffer.machine.ts';
