import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';
import { sendDueMail } from '../mail/send-mail.ts';
import { dispatchDeliveries } from './dispatch-deliveries.ts';

/**
 * Mail, as a sweep every five seconds: turns the events committed since the last run into mails
 * (one per person and thing, never inside a request's transaction), then sends those due.
 */
export const deliverMailJob = defineJob({
  name: 'delivery.mail',
  payload: z.object({}),
  everyMs: 5000,
  async handler({ deps }) {
    const made = await dispatchDeliveries(deps);
    return { made, ...(await sendDueMail(deps)) };
  },
});
