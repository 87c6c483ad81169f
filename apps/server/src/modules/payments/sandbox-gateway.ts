import { randomBytes } from 'node:crypto';
import type { SavedCard } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { appError } from '../../errors.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { chargeFailureMessage } from './sandbox-cards.ts';
import * as sandbox from './sandbox-repository.ts';

/** Ids shaped like Stripe's, marked as the sandbox's: 'cus_sbx_…', 'pi_sbx_…'. */
export const sandboxId = (prefix: 'cus' | 'seti' | 'pm' | 'pi' | 're') =>
  `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

/**
 * The offline gateway (no Stripe keys): what Stripe would keep is kept in the sandbox_* tables,
 * and Stripe's test card numbers behave as they do at Stripe (see sandbox-cards.ts). Cards are
 * confirmed by `confirmSandboxSetupIntent`, the stand-in for Stripe.js.
 *
 * It writes with its own database handle, never with a caller's transaction, because that is
 * what a real provider does: money moved stays moved when the caller's transaction rolls back
 * (so callers make their money calls idempotent by key and retry them, as they must with Stripe).
 * The consequence: do not call it from inside an open transaction. On PostgreSQL the call takes a
 * second pooled connection while the transaction holds one (enough of them exhaust the pool); on
 * PGlite, which runs one transaction at a time, it waits for that transaction forever.
 */
export function createSandboxGateway(db: Database): PaymentGateway {
  return {
    provider: 'sandbox',
    publishableKey: null,

    async createCustomer({ email, name }) {
      const id = sandboxId('cus');
      await sandbox.insertCustomer(db, { id, email, name });
      return id;
    },

    async createSetupIntent({ customerId, description, cardholderName }) {
      if (!(await sandbox.findCustomerById(db, customerId))) {
        throw appError('PAYMENT_CUSTOMER_NOT_FOUND');
      }
      const id = sandboxId('seti');
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      await sandbox.insertSetupIntent(db, {
        id,
        customerId,
        clientSecret,
        description,
        cardholderName,
      });
      return { id, clientSecret };
    },

    async retrieveSetupIntent(setupIntentId) {
      const intent = await sandbox.findSetupIntentById(db, setupIntentId);
      if (!intent) throw appError('SETUP_INTENT_NOT_FOUND');
      return {
        status: intent.status,
        customerId: intent.customerId,
        paymentMethodId: intent.paymentMethodId,
      };
    },

    async listCards(customerId) {
      const methods = await sandbox.listPaymentMethodsOfCustomer(db, customerId);
      const cards = methods.map((method): SavedCard => ({
        id: method.id,
        card: {
          brand: method.brand,
          last4: method.last4,
          exp_month: method.expMonth,
          exp_year: method.expYear,
        },
        isDefault: method.isDefault,
        cardholderName: method.cardholderName,
      }));
      return [
        ...cards.filter((card) => card.isDefault),
        ...cards.filter((card) => !card.isDefault),
      ];
    },

    async setDefaultCard({ customerId, paymentMethodId }) {
      if (!(await sandbox.findPaymentMethodOfCustomer(db, { customerId, paymentMethodId }))) {
        throw appError('PAYMENT_METHOD_NOT_FOUND');
      }
      await sandbox.updateDefaultPaymentMethod(db, { customerId, paymentMethodId });
    },

    async detachCard({ customerId, paymentMethodId }) {
      await sandbox.deletePaymentMethodOfCustomer(db, { customerId, paymentMethodId });
    },

    charge: (input) => openPayment(db, input, null),

    authorise: (input) => openPayment(db, input, 'requires_capture'),

    async findOpened({ customerId, idempotencyKey }) {
      const made = await sandbox.findChargeByIdempotencyKey(db, idempotencyKey);
      return made?.succeeded && made.customerId === customerId ? { paymentId: made.id } : null;
    },

    async capture({ paymentId }) {
      await db.transaction(async (tx) => {
        const charge = await sandbox.lockChargeById(tx, paymentId);
        if (!charge || !charge.succeeded || charge.captureState === null) {
          throw appError('PAYMENT_NOT_FOUND');
        }
        if (charge.captureState === 'captured') return;
        if (charge.captureState === 'canceled' || isLapsed(charge.authorisedUntil)) {
          throw appError('AUTHORISATION_ENDED');
        }
        await sandbox.setCaptureState(tx, { chargeId: paymentId, captureState: 'captured' });
      });
    },

    async void({ paymentId }) {
      await db.transaction(async (tx) => {
        const charge = await sandbox.lockChargeById(tx, paymentId);
        if (!charge || !charge.succeeded || charge.captureState === null) {
          throw appError('PAYMENT_NOT_FOUND');
        }
        if (charge.captureState === 'canceled') return;
        // As at Stripe: a captured payment is refunded, never voided.
        if (charge.captureState === 'captured') throw appError('PAYMENT_ALREADY_CAPTURED');
        await sandbox.setCaptureState(tx, { chargeId: paymentId, captureState: 'canceled' });
      });
    },

    async refund(input) {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
        throw new Error(`sandbox refund: amount must be a positive integer of cents`);
      }
      try {
        return await db.transaction(async (tx) => {
          // Locked first, so a second refund with the same key waits and then finds the first.
          const charge = await sandbox.lockChargeById(tx, input.paymentId);
          if (!charge || !charge.succeeded) throw appError('PAYMENT_NOT_FOUND');
          // An authorisation not captured has paid nothing yet.
          const paid =
            charge.captureState === null || charge.captureState === 'captured'
              ? charge.amountCents
              : 0;
          const earlier = await sandbox.findRefundByIdempotencyKey(tx, input.idempotencyKey);
          if (earlier) return replayRefund(earlier, input);
          if (charge.refundedCents + input.amountCents > paid) {
            throw appError('REFUND_EXCEEDS_PAYMENT');
          }
          const id = sandboxId('re');
          await sandbox.insertRefund(tx, {
            id,
            chargeId: charge.id,
            amountCents: input.amountCents,
            idempotencyKey: input.idempotencyKey,
          });
          await sandbox.addRefundedCents(tx, {
            chargeId: charge.id,
            amountCents: input.amountCents,
          });
          return { refundId: id };
        });
      } catch (error) {
        // The same key used at the same moment for another payment: the other one won.
        if (!isUniqueViolation(error)) throw error;
        const winner = await sandbox.findRefundByIdempotencyKey(db, input.idempotencyKey);
        if (!winner) throw error;
        return replayRefund(winner, input);
      }
    },
  };
}

/** How long a card hold lasts, as at Stripe for online card payments. */
export const SANDBOX_AUTHORISATION_DAYS = 7;

const isLapsed = (authorisedUntil: Date | null) =>
  authorisedUntil !== null && authorisedUntil.getTime() <= Date.now();

/**
 * A charge (captureState null) or an authorisation ('requires_capture'): once per idempotency
 * key, the same answer to the same key, a refused card stored as refused.
 */
async function openPayment(
  db: Database,
  input: {
    customerId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
    paymentMethodId?: string | undefined;
  },
  captureState: 'requires_capture' | null,
): Promise<{ paymentId: string }> {
  const earlier = await sandbox.findChargeByIdempotencyKey(db, input.idempotencyKey);
  if (earlier) return replayCharge(earlier, input, captureState);

  const customer = await sandbox.findCustomerById(db, input.customerId);
  if (!customer) throw appError('PAYMENT_CUSTOMER_NOT_FOUND');
  const method = await methodToCharge(db, customer, input.paymentMethodId);

  const failureMessage = chargeFailureMessage(method.chargeOutcome);
  const id = sandboxId('pi');
  // The unique key decides between concurrent calls with one key: one row, one charge.
  const stored = await sandbox.insertChargeOnce(db, {
    id,
    customerId: customer.id,
    paymentMethodId: method.id,
    amountCents: input.amountCents,
    description: input.description,
    idempotencyKey: input.idempotencyKey,
    succeeded: failureMessage === null,
    failureMessage,
    captureState,
    authorisedUntil:
      captureState === null
        ? null
        : new Date(Date.now() + SANDBOX_AUTHORISATION_DAYS * 24 * 60 * 60 * 1000),
  });
  if (!stored) {
    const winner = await sandbox.findChargeByIdempotencyKey(db, input.idempotencyKey);
    if (!winner) throw new Error('sandbox charge: idempotency key taken but no charge found');
    return replayCharge(winner, input, captureState);
  }
  if (failureMessage !== null) throw appError('PAYMENT_DECLINED', { reason: failureMessage });
  return { paymentId: id };
}

/**
 * The card a charge takes: the one asked for, which must be the customer's own (the sandbox has
 * no wallets, so a Payment Request's method is unknown here), or else their default.
 */
async function methodToCharge(
  db: Database,
  customer: { id: string; defaultPaymentMethodId: string | null },
  paymentMethodId: string | undefined,
) {
  if (paymentMethodId !== undefined) {
    const chosen = await sandbox.findPaymentMethodOfCustomer(db, {
      customerId: customer.id,
      paymentMethodId,
    });
    if (!chosen) throw appError('PAYMENT_METHOD_NOT_FOUND');
    return chosen;
  }
  const method = customer.defaultPaymentMethodId
    ? await sandbox.findPaymentMethodOfCustomer(db, {
        customerId: customer.id,
        paymentMethodId: customer.defaultPaymentMethodId,
      })
    : undefined;
  if (!method) throw appError('NO_PAYMENT_METHOD');
  return method;
}

/** The answer the first call with this key gave; a key reused for another payment is refused. */
function replayCharge(
  earlier: {
    id: string;
    customerId: string;
    amountCents: number;
    succeeded: boolean;
    failureMessage: string | null;
    captureState: string | null;
  },
  input: { customerId: string; amountCents: number },
  captureState: 'requires_capture' | null,
): { paymentId: string } {
  if (
    earlier.customerId !== input.customerId ||
    earlier.amountCents !== input.amountCents ||
    // a charge's key reused for an authorisation, or the other way
    (earlier.captureState === null) !== (captureState === null)
  ) {
    throw appError('IDEMPOTENCY_KEY_REUSED');
  }
  if (!earlier.succeeded) {
    throw appError('PAYMENT_DECLINED', {
      reason: earlier.failureMessage ?? 'Your card was declined.',
    });
  }
  return { paymentId: earlier.id };
}

function replayRefund(
  earlier: { id: string; chargeId: string; amountCents: number },
  input: { paymentId: string; amountCents: number },
): { refundId: string } {
  if (earlier.chargeId !== input.paymentId || earlier.amountCents !== input.amountCents) {
    throw appError('IDEMPOTENCY_KEY_REUSED');
  }
  return { refundId: earlier.id };
}
