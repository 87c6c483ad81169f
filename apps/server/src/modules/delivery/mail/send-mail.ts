import type { Deps } from '../../../deps.ts';
import { findRecipient } from '../deliveries-repository.ts';
import {
  finishDelivery,
  retryOrGiveUp,
  sendDue,
  type ClaimedDelivery,
  type RetryPolicy,
} from '../delivery-queue.ts';
import { wantsDelivery } from '../notification-preferences.ts';
import { composeAccountMail } from './account-mail.ts';
import { composeMail, type Composed } from './mail-content.ts';
import { mailHtml, mailText } from './mail-layout.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';

/** Longer than one SMTP conversation may take (connect, greeting and socket timeouts). */
export const MAIL_LEASE_MS = 2 * 60 * 1000;
/** Mails one run sends at most, and the time it keeps starting new ones, so a run ends soon. */
const MAILS_PER_RUN = 50;
const SENDING_BUDGET_MS = 5000;
/** 8 attempts, 30 s apart at first and doubling up to an hour; then the mail is given up (and logged). */
export const MAIL_RETRIES: RetryPolicy = {
  attempts: 8,
  firstWaitMs: 30_000,
  longestWaitMs: 60 * 60 * 1000,
};

type Sent = { sent: number; skipped: number; retried: number; failed: number };

/**
 * Sends due mails one at a time, each claimed first (delivery-queue.ts), so two
 * workers never send the same one and a worker killed mid-send leaves it for the next.
 */
export function sendDueMail(deps: Deps): Promise<Sent> {
  return sendDue(
    deps,
    'mail_deliveries',
    { leaseMs: MAIL_LEASE_MS, perRun: MAILS_PER_RUN, budgetMs: SENDING_BUDGET_MS },
    (mail) => sendOne(deps, mail),
    { sent: 0, skipped: 0, retried: 0, failed: 0 },
  );
}

async function sendOne(deps: Deps, mail: ClaimedDelivery): Promise<keyof Sent> {
  const { db } = deps;
  const now = deps.clock.now();
  const recipient = await findRecipient(db, mail.recipientId);
  const letter = recipient && (await letterFor(deps, mail, now));
  if (!recipient || !letter) {
    await finishDelivery(db, 'mail_deliveries', mail.id, { status: 'skipped', at: now });
    return 'skipped';
  }
  const { composed, unsubscribe } = letter;
  const body = { ...composed.body, ...(unsubscribe ? { unsubscribeUrl: unsubscribe } : {}) };
  try {
    await deps.mailer.send({
      to: { name: `${recipient.firstName} ${recipient.lastName}`.trim(), address: recipient.email },
      subject: composed.subject,
      text: mailText(body),
      html: mailHtml(body),
      messageId: `<${mail.id}@betterplay.mail>`,
      headers: {
        ...(unsubscribe
          ? {
              'List-Unsubscribe': `<${unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : {}),
        'Auto-Submitted': 'auto-generated',
      },
      attachments: composed.attachments,
    });
  } catch (error) {
    const retry = await retryOrGiveUp(db, 'mail_deliveries', {
      delivery: mail,
      policy: MAIL_RETRIES,
      now,
      error: error instanceof Error ? error.message : String(error),
    });
    const about = { mailId: mail.id, kind: mail.kind, err: error };
    if (retry.outcome === 'failed') deps.log.error(about, 'Mail given up');
    else deps.log.warn({ ...about, waitMs: retry.waitMs }, 'Mail not sent; will retry');
    return retry.outcome;
  }
  await finishDelivery(db, 'mail_deliveries', mail.id, { status: 'sent', at: deps.clock.now() });
  return 'sent';
}

/**
 * What to send, or null when nothing goes: a kind the person turned off since, or a mail with
 * nothing left to say. The account's own mails go whatever the preferences, without an
 * unsubscribe link.
 */
async function letterFor(
  deps: Deps,
  mail: ClaimedDelivery,
  now: Date,
): Promise<{ composed: Composed; unsubscribe?: string } | null> {
  const { db, config } = deps;
  if (mail.content.kind === 'account') {
    const composed = composeAccountMail(mail.content, {
      publicUrl: config.publicUrl,
      secret: config.jwt.secret,
    });
    return composed && { composed };
  }
  if (mail.kind === 'account' || !(await wantsDelivery(db, mail.recipientId, 'email', mail.kind))) {
    return null;
  }
  const composed = await composeMail({ db, now, publicUrl: config.publicUrl }, mail.content);
  if (!composed) return null;
  const unsubscribe = unsubscribeUrl(
    config.publicUrl,
    config.jwt.secret,
    mail.recipientId,
    mail.kind,
  );
  return { composed, unsubscribe };
}
