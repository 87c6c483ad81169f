import type { z } from 'zod';
import { expireNotificationsJob } from '../modules/notifications/jobs/expire-notifications.job.ts';
import { remindAttendeesJob } from '../modules/notifications/jobs/remind-attendees.job.ts';

/** Every job a worker knows. A job missing here never runs, and its old schedule is dropped. */
export const jobRegistry = [expireNotificationsJob, remindAttendeesJob] as const;

type RegisteredJob = (typeof jobRegistry)[number];
export type JobName = RegisteredJob['name'];
export type JobPayload<N extends JobName> = z.input<Extract<RegisteredJob, { name: N }>['payload']>;
