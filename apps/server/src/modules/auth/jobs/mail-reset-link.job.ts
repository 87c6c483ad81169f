import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';
import { mailResetLink } from '../forgot-password.ts';

/**
 * Mails a reset link if the email has an account. Queued for every request alike, so the answer
 * takes the same time whether or not the account exists. Run twice, it mails a second link that
 * voids the first: the newest link in the mailbox works.
 */
export const mailResetLinkJob = defineJob({
  name: 'auth.mail-reset-link',
  payload: z.object({ email: z.string() }),
  async handler({ deps, payload }) {
    return { mailed: (await mailResetLink({ deps, email: payload.email })) ? 1 : 0 };
  },
});
