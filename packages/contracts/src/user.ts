import { z } from 'zod';

export const visibilitySchema = z.enum(['public', 'private']);

export const userProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  age: z.number().int().nullable(),
  /** metres */
  height: z.number().nullable(),
  /** kilograms */
  weight: z.number().nullable(),
  /** file name or URL; 'avatar.png' or '' means no picture */
  avatar: z.string(),
  visibility: visibilitySchema,
  sportPreferences: z.array(z.string()),
  stripeCustomerId: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
