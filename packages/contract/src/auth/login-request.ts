import { z } from 'zod/mini';
import { emailField } from '../validation/fields.ts';

/** `POST /api/login` payload (spec §3 "Login payload"). No client-side length rule: spec §5 shows none. */
export const loginRequestSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: 'The password field is required.' })
    .check(
      z.minLength(1, 'The password field is required.'),
      z.maxLength(1024, 'The password field must not be greater than 1024 characters.'),
    ),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
