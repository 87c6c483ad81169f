import type { Deps } from '../../../deps.ts';
import { retryDelayMs } from '../../../jobs/job-runner.ts';
import {
  claimDueMail,
  finishMail,
  findRecipient,
  retryMailAt,
  type ClaimedMail,
} from '../mail-deliveries-repository.ts';
import { wantsDelivery } from '../notification-preferences.ts';
import { composeMail } from './mail-content.ts';
import { mailHtml, mailText } from './mail-layout.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';

/** Longer than one SMTP conversation may take (connect, greeting and socket timeouts). */
export const MAIL_LEASE_MS = 2 * 60 * 1000;
/** Mails one run sends at most, and the time it keeps starting new ones, so a run ends soon. */
const MAILS_PER_RUN = 50;
const SENDING_BUDGET_MS = 5000;
/** After this many failed attempts a mail is given up (and logged). */
export const MAIL_ATTEMPTS = 8;
/** Waits between attempts start at 30 s and double, up to an hour. */
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60 * 1000;

type Sent = { sent: number; skipped: number; retried: number; failed: number };

/**
 * Sends due mails one at a time, each claimed first (mail-deliveries-repository.ts), so two
 * workers never send the same one and a worker killed mid-send leaves it for the next.
 */
export async function sendDueMail(deps: Deps): Promise<Sent> {
  const counts: Sent = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  const started = performance.now();
  for (let run = 0; run < MAILS_PER_RUN; run++) {
    if (performance.now() - started > SENDING_BUDGET_MS) break;
    const [mail] = await claimDueMail(deps.db, {
      now: deps.clock.now(),
      leaseMs: MAIL_LEASE_MS,
      limit: 1,
    });
    if (!mail) break;
    counts[await sendOne(deps, mail)] += 1;
  }
  return counts;
}

async function sendOne(deps: Deps, mail: ClaimedMail): Promise<keyof Sent> {
  const { db, config } = deps;
  const now = deps.clock.now();
  const recipient = await findRecipient(db, mail.recipientId);
  // The person turned this kind off since (or left): nothing goes.
  const wanted = recipient && (await wantsDelivery(db, mail.recipientId, 'email', mail.kind));
  const composed =
    wanted && (await composeMail({ db, now, publicUrl: config.publicUrl }, mail.content));
  if (!recipient || !composed) {
    await finishMail(db, mail.id, { status: 'skipped', at: now });
    return 'skipped';
  }
  const unsubscribe = unsubscribeUrl(
    config.publicUrl,
    config.jwt.secret,
    mail.recipientId,
    mail.kind,
  );
  const body = { ...composed.body, unsubscribeUrl: unsubscribe };
  try {
    await deps.mailer.send({
      to: { name: `${recipient.firstName} ${recipient.lastName}`.trim(), address: recipient.email },
      subject: composed.subject,
      text: mailText(body),
      html: mailHtml(body),
      messageId: `<${mail.id}@betterplay.mail>`,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Auto-Submitted': 'auto-generated',
      },
      attachments: composed.attachments,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (mail.attempts >= MAIL_ATTEMPTS) {
      deps.log.error({ mailId: mail.id, kind: mail.kind, err: error }, 'Mail given up');
      await finishMail(db, mail.id, { status: 'failed', at: now, error: reason });
      return 'failed';
    }
    const waitMs = Math.min(retryDelayMs(mail.attempts, RETRY_BASE_MS), RETRY_MAX_MS);
    deps.log.warn(
      { mailId: mail.id, kind: mail.kind, err: error, waitMs },
      'Mail not sent; will retry',
    );
    await retryMailAt(db, mail.id, new Date(now.getTime() + waitMs), reason);
    return 'retried';
  }
  await finishMail(db, mail.id, { status: 'sent', at: deps.clock.now() });
  return 'sent';
}
