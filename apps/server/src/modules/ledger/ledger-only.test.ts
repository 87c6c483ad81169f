import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCES = path.resolve(import.meta.dirname, '../..');
/** A money-moving call on a gateway object, however it is named (payments, gateway, deps.…). */
const MONEY_CALL = /\b(payments|gateway)\s*\.\s*(charge|refund|authorise|capture|void)\s*\(/;
/** The gateways themselves, and the ledger that wraps them. */
const ALLOWED = new Set([
  'modules/ledger/payment-ledger.ts',
  'modules/payments/sandbox-gateway.ts',
  'modules/payments/stripe-gateway.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the payment ledger', () => {
  it('is the only way to the provider’s money calls: no other source calls them directly', () => {
    const offenders = sourceFiles(SOURCES).flatMap((file) => {
      const relative = path.relative(SOURCES, file).split(path.sep).join('/');
      if (ALLOWED.has(relative)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (MONEY_CALL.test(line) ? [`${relative}:${index + 1}`] : []));
    });
    expect(offenders).toEqual([]);
  });

  it('would notice one (the check can fail)', () => {
    expect(MONEY_CALL.test('await deps.payments.refund({ paymentId })')).toBe(true);
    expect(MONEY_CALL.test('await deps.ledger.refund({ paymentId })')).toBe(false);
  });
});
