import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';
import { sendDuePush } from '../push/send-push.ts';
import { dispatchDeliveries } from './dispatch-deliveries.ts';

/**
 * Web push, as a sweep every three seconds (offers are urgent): turns the events committed
 * since the last run into deliveries (shared with mail), then posts the pushes due.
 */
export const deliverPushJob = defineJob({
  name: 'delivery.push',
  payload: z.object({}),
  everyMs: 3000,
  async handler({ deps }) {
    const made = await dispatchDeliveries(deps);
    return { made, ...(await sendDuePush(deps)) };
  },
});
