import { z } from 'zod';

export const dependencyStateSchema = z.enum(['up', 'down', 'disabled']);

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ state: dependencyStateSchema, driver: z.enum(['postgres', 'pglite']) }),
  redis: z.object({ state: dependencyStateSchema }),
});
export type Health = z.infer<typeof healthSchema>;
