import { RESET_LINK_HOURS, VERIFY_LINK_DAYS } from '@betterplay/contracts';
import { unsealLinkToken } from '../../../lib/link-tokens.ts';
import type { Composed } from './mail-content.ts';
import type { MailContent } from './mails-from-events.ts';

type AccountMail = Extract<MailContent, { kind: 'account' }>;

/**
 * An account's own mail: the link with its token, unsealed only now, as it is sent. Null when the
 * token cannot be unsealed (the server's secret changed since): such a link could not work.
 */
export function composeAccountMail(
  content: AccountMail,
  { publicUrl, secret }: { publicUrl: string; secret: string },
): Composed | null {
  const token = unsealLinkToken(secret, content.sealedToken);
  if (!token) return null;
  const url = (path: string) => `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
  if (content.purpose === 'reset-password') {
    return {
      subject: 'Reset your Better Play password',
      body: {
        heading: 'Choose a new password',
        paragraphs: [
          `Someone asked to reset the password of your Better Play account. The link works once, for ${RESET_LINK_HOURS} hour.`,
          'If it was not you, ignore this email: your password stays as it is.',
        ],
        action: { label: 'Choose a new password', url: url('/reset-password') },
        reason: 'You get this because a password reset was asked for with this email address.',
      },
    };
  }
  return {
    subject: 'Verify your email for Better Play',
    body: {
      heading: 'Is this your email address?',
      paragraphs: [
        `Open the link to verify the email address of your Better Play account. It works once, for ${VERIFY_LINK_DAYS} days.`,
        'If you did not sign up, ignore this email.',
      ],
      action: { label: 'Verify my email', url: url('/verify-email') },
      reason: 'You get this because this email address was used to sign up for Better Play.',
    },
  };
}
