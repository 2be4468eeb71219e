import { z } from 'zod/mini';

/**
 * The signed-in user as far as the runtime needs it; other fields the server sends are kept
 * (loose object) for the screens that show them.
 */
export const sessionUserSchema = z.looseObject({
  id: z.number(),
  email: z.string(),
  type: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
