import { z } from 'zod';

/** Every successful answer: `{ message, data }` (creations answer `message: "Created"`). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export type Envelope<T> = { message: string; data: T };
