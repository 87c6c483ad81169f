export * from './registration.machine.ts';
export * from './bookingConfirmation.machine.ts';
export * from './splitPayment.machine.ts';
export * from './cardSetup.machine.ts';
export * from './idempotencyKey.ts';
