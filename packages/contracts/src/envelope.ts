import { z } from 'zod';

/** Every successful answer: `{ message, data }` (creations answer `message: "Created"`). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/** Every failure: the message is what the UI shows. */
export const errorResponseSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  code: z.string(),
  details: z.array(errorDetailSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export type Envelope<T> = { message: string; data: T };
