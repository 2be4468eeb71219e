import { PASSWORD_MIN_LENGTH } from '@showroom/contract';
import { z } from 'zod/mini';
import { emailField } from '../validation/fields.ts';

function newPassword(field: string) {
  const label = field.replace(/_/g, ' ');
  return z
    .string({ error: `The ${label} field is required.` })
    .check(
      z.minLength(1, `The ${label} field is required.`),
      z.minLength(
        PASSWORD_MIN_LENGTH,
        `The ${label} field must be at least ${PASSWORD_MIN_LENGTH} characters.`,
      ),
      z.maxLength(128, `The ${label} field must not be greater than 128 characters.`),
    );
}

/** Both new-password forms ask twice; a mismatch is reported on `password_confirmation`. */
function withConfirmation<
  T extends z.ZodMiniObject<{ password: z.ZodMiniString; password_confirmation: z.ZodMiniString }>,
>(schema: T) {
  return schema.check(
    z.refine((value) => value.password === value.password_confirmation, {
      message: 'The password field confirmation does not match.',
      path: ['password_confirmation'],
    }),
  );
}

/** `POST /api/password/email` (the spec shows no path): send a reset link to this address. */
export const passwordResetLinkRequestSchema = z.object({ email: emailField() });
export type PasswordResetLinkRequest = z.infer<typeof passwordResetLinkRequestSchema>;

/** `POST /api/password/reset`: the emailed single-use token and the new password. */
export const passwordResetRequestSchema = withConfirmation(
  z.object({
    token: z
      .string({ error: 'The token field is required.' })
      .check(z.minLength(1, 'The token field is required.'), z.maxLength(200, 'The token field is invalid.')),
    email: emailField(),
    password: newPassword('password'),
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  }),
);
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** `POST /api/change_password` (signed in): the current password and a new one. */
export const changePasswordRequestSchema = withConfirmation(
  z.object({
    current_password: z
      .string({ error: 'The current password field is required.' })
      .check(
        z.minLength(1, 'The current password field is required.'),
        z.maxLength(1024, 'The current password field is invalid.'),
      ),
    password: newPassword('password'),
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
