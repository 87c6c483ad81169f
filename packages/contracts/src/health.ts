import { z } from 'zod';

export const dependencyStateSchema = z.enum(['up', 'down', 'disabled']);

/** A job that runs on an interval (expiring notifications, sending reminders). */
export const sweepHealthSchema = z.object({
  name: z.string().meta({ example: 'notifications.expire' }),
  everyMs: z.number().int().positive().meta({ description: 'How often the sweep should run' }),
  lastSucceededAt: z.iso
    .datetime()
    .nullable()
    .meta({ description: 'When it last succeeded, in any process; null if it never has' }),
  overdue: z.boolean().meta({
    description:
      'No success within three intervals, counted at the earliest from when this process started',
  }),
});
export type SweepHealth = z.infer<typeof sweepHealthSchema>;

export const healthSchema = z.object({
  status: z
    .enum(['ok', 'degraded'])
    .meta({ description: 'degraded: the database or Redis is down, or a sweep is overdue' }),
  database: z.object({ state: dependencyStateSchema, driver: z.enum(['postgres', 'pglite']) }),
  redis: z.object({ state: dependencyStateSchema }),
  sweeps: z.array(sweepHealthSchema),
});
export type Health = z.infer<typeof healthSchema>;
