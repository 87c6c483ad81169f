import type { PaymentKind } from '@betterplay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import * as ledger from './ledger-repository.ts';
import type { GatewayOperation, LedgerDue } from './ledger.schema.ts';

type ChargeInput = Parameters<PaymentGateway['charge']>[0];
type AuthoriseInput = Parameters<PaymentGateway['authorise']>[0];
type RefundInput = Parameters<PaymentGateway['refund']>[0];

/** Who pays, and for what: the ledger's payment row. */
export type Payer = { userId: string; kind: PaymentKind; targetId: string };

/**
 * Every money-moving call to the provider, through the ledger (see ledger.schema.ts): an attempt
 * row is committed before the call, and the answer recorded after it. Nothing else calls the
 * gateway's authorise, capture, void, charge or refund (ledger-only.test.ts checks the sources).
 */
export type PaymentLedger = {
  /** Charges at once (courts, shares). `ledgerId` is the payment's row. */
  charge(payer: Payer, input: ChargeInput): Promise<{ paymentId: string; ledgerId: string }>;
  /** Holds the amount on the default card (a paid social's request or offer). */
  authorise(payer: Payer, input: AuthoriseInput): Promise<{ paymentId: string; ledgerId: string }>;
  /** Refunds a court's or share's payment by the provider's id (settle-refunds.ts and the like). */
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /**
   * Carries out what a committed change left due on a payment (capture, void or refund), once
   * however often it runs. 'refused': the provider said no for good (a hold that lapsed).
   */
  settle(ledgerId: string): Promise<'settled' | 'nothing-due' | 'refused'>;
  /**
   * Finishes a started attempt: an opening call is asked about (`findOpened`); a capture, void
   * or refund is made again with its key (the provider answers what it did the first time).
   */
  replay(attempt: {
    operation: GatewayOperation;
    paymentId: string | null;
    idempotencyKey: string;
    request: unknown;
  }): Promise<void>;
};

/**
 * An answer that will not change when asked again (a declined card, an unknown payment, a hold
 * that ended): recorded as the attempt's end. Anything else (the provider unreachable) leaves
 * the attempt started, for the caller's retry or the reconciliation job.
 */
const isFinalRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && error.statusCode < 500;

/** The key of a due's call: one per due, so a settle run twice makes the call once. */
const dueKeyOf = (payment: { openKey: string; refundedCents: number }, due: LedgerDue) =>
  due === 'refund'
    ? `${payment.openKey}:refund:${payment.refundedCents}`
    : `${payment.openKey}:${due}`;

export function createPaymentLedger(options: {
  db: Database;
  gateway: PaymentGateway;
  clock: Clock;
  log: FastifyBaseLogger;
  /** for fault tests: runs when the provider has answered, before the answer is recorded */
  afterGatewayAnswer?: ((operation: GatewayOperation) => void) | undefined;
}): PaymentLedger {
  const { db, gateway, clock } = options;
  const answered = (operation: GatewayOperation) => options.afterGatewayAnswer?.(operation);

  async function open(
    operation: 'charge' | 'authorise',
    payer: Payer,
    input: ChargeInput | AuthoriseInput,
  ) {
    const ledgerId = await db.transaction(async (tx) => {
      const id = await ledger.insertPaymentOnce(tx, {
        ...payer,
        description: input.description,
        amountCents: input.amountCents,
        openKey: input.idempotencyKey,
      });
      await ledger.insertAttemptOnce(tx, {
        paymentId: id,
        operation,
        idempotencyKey: input.idempotencyKey,
        request: input,
      });
      return id;
    });
    const { paymentId } = await callOpening(operation, ledgerId, input);
    return { paymentId, ledgerId };
  }

  /** The opening call and its record; a refusal is recorded on the payment, then thrown. */
  async function callOpening(
    operation: 'charge' | 'authorise',
    ledgerId: string,
    input: ChargeInput | AuthoriseInput,
  ) {
    let answer: { paymentId: string };
    try {
      answer =
        operation === 'charge' ? await gateway.charge(input) : await gateway.authorise(input);
    } catch (error) {
      if (isFinalRefusal(error)) {
        await db.transaction(async (tx) => {
          const at = clock.now();
          await ledger.finishAttempt(tx, {
            idempotencyKey: input.idempotencyKey,
            state: 'failed',
            result: error.message,
            at,
          });
          await ledger.recordRefused(tx, ledgerId, at);
        });
      }
      throw error;
    }
    answered(operation);
    await db.transaction(async (tx) => {
      const at = clock.now();
      await ledger.finishAttempt(tx, {
        idempotencyKey: input.idempotencyKey,
        state: 'succeeded',
        result: answer.paymentId,
        at,
      });
      await ledger.recordOpened(tx, {
        id: ledgerId,
        providerPaymentId: answer.paymentId,
        status: operation === 'charge' ? 'charged' : 'authorised',
        at,
      });
    });
    return answer;
  }

  async function refund(input: RefundInput) {
    const payment = await ledger.findPaymentByProviderId(db, input.paymentId);
    await ledger.insertAttemptOnce(db, {
      paymentId: payment?.id ?? null,
      operation: 'refund',
      idempotencyKey: input.idempotencyKey,
      request: input,
    });
    let answer: { refundId: string };
    try {
      answer = await gateway.refund(input);
    } catch (error) {
      if (isFinalRefusal(error)) {
        await ledger.finishAttempt(db, {
          idempotencyKey: input.idempotencyKey,
          state: 'failed',
          result: error.message,
          at: clock.now(),
        });
      }
      throw error;
    }
    answered('refund');
    await db.transaction(async (tx) => {
      const at = clock.now();
      const first = await ledger.finishAttempt(tx, {
        idempotencyKey: input.idempotencyKey,
        state: 'succeeded',
        result: answer.refundId,
        at,
      });
      // A refund recorded already (a replay of it) is not added twice.
      if (first && payment) {
        await ledger.addRefunded(tx, { id: payment.id, amountCents: input.amountCents, at });
      }
    });
    return answer;
  }

  async function settle(ledgerId: string): Promise<'settled' | 'nothing-due' | 'refused'> {
    const payment = await ledger.findPayment(db, ledgerId);
    if (!payment?.due || !payment.providerPaymentId) return 'nothing-due';
    const { due, dueCents } = payment;
    const idempotencyKey = dueKeyOf(payment, due);
    const paymentId = payment.providerPaymentId;
    const input =
      due === 'refund'
        ? { paymentId, amountCents: dueCents, idempotencyKey }
        : { paymentId, idempotencyKey };
    await ledger.insertAttemptOnce(db, {
      paymentId: ledgerId,
      operation: due,
      idempotencyKey,
      request: input,
    });
    try {
      if (due === 'capture') await gateway.capture(input);
      else if (due === 'void') await gateway.void(input);
      else await gateway.refund({ ...input, amountCents: dueCents });
    } catch (error) {
      if (!isFinalRefusal(error)) throw error;
      // The capture owed before this void reached the provider first: it is refunded instead.
      const capturedFirst = due === 'void' && error.code === 'PAYMENT_ALREADY_CAPTURED';
      await db.transaction(async (tx) => {
        const at = clock.now();
        await ledger.finishAttempt(tx, {
          idempotencyKey,
          state: 'failed',
          result: error.message,
          at,
        });
        if (capturedFirst) {
          await ledger.turnVoidIntoRefund(tx, { id: ledgerId, at });
          return;
        }
        // A capture refused for good leaves a place unpaid: the reconciliation job frees it.
        const status = due === 'capture' ? 'failed' : payment.status;
        await ledger.recordDueRefused(tx, { id: ledgerId, due, status, at });
      });
      if (capturedFirst) return settle(ledgerId);
      options.log.error(
        { err: error, ledgerId, due, paymentId },
        'payment ledger: the provider refused what was due',
      );
      return 'refused';
    }
    answered(due);
    const owedBack = await db.transaction(async (tx) => {
      const at = clock.now();
      await ledger.finishAttempt(tx, { idempotencyKey, state: 'succeeded', result: paymentId, at });
      await ledger.recordDueSettled(tx, { id: ledgerId, due, dueCents, at });
      // The place was given up while this capture was on its way, and a void is owed now.
      return due === 'capture' && (await ledger.turnVoidIntoRefund(tx, { id: ledgerId, at }));
    });
    if (owedBack) await settle(ledgerId);
    return 'settled';
  }

  /**
   * What became of an opening call whose answer was never recorded, asked of the provider by its
   * key (never made again: had the first call not arrived, a new one would charge late): the
   * payment it made, recorded as if answered now, or none, recorded as refused.
   */
  async function learnOpened(
    operation: 'charge' | 'authorise',
    ledgerId: string,
    input: ChargeInput | AuthoriseInput,
  ) {
    const made = await gateway.findOpened({
      customerId: input.customerId,
      idempotencyKey: input.idempotencyKey,
    });
    await db.transaction(async (tx) => {
      const at = clock.now();
      await ledger.finishAttempt(tx, {
        idempotencyKey: input.idempotencyKey,
        state: made ? 'succeeded' : 'failed',
        result: made?.paymentId ?? 'never made at the provider',
        at,
      });
      if (!made) {
        await ledger.recordRefused(tx, ledgerId, at);
        return;
      }
      await ledger.recordOpened(tx, {
        id: ledgerId,
        providerPaymentId: made.paymentId,
        status: operation === 'charge' ? 'charged' : 'authorised',
        at,
      });
    });
  }

  async function replay(attempt: {
    operation: GatewayOperation;
    paymentId: string | null;
    idempotencyKey: string;
    request: unknown;
  }) {
    const { operation } = attempt;
    if (operation === 'charge' || operation === 'authorise') {
      if (!attempt.paymentId) throw new Error(`ledger: ${operation} attempt without a payment`);
      await learnOpened(operation, attempt.paymentId, attempt.request as ChargeInput);
      return;
    }
    const payment = attempt.paymentId ? await ledger.findPayment(db, attempt.paymentId) : undefined;
    if (payment?.due && dueKeyOf(payment, payment.due) === attempt.idempotencyKey) {
      await settle(payment.id);
      return;
    }
    if (operation === 'refund') {
      await refund(attempt.request as RefundInput).catch((error: unknown) => {
        if (!isFinalRefusal(error)) throw error;
      });
      return;
    }
    // A capture or void whose due is no longer on the payment: recorded by another run.
    await ledger.finishAttempt(db, {
      idempotencyKey: attempt.idempotencyKey,
      state: 'succeeded',
      result: 'recorded by another run',
      at: clock.now(),
    });
  }

  return {
    charge: (payer, input) => open('charge', payer, input),
    authorise: (payer, input) => open('authorise', payer, input),
    refund,
    settle,
    replay,
  };
}
