import { z } from 'zod';
import { text } from './common.ts';
import { displayNameSchema, roleIntentSchema } from './profiles.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailSchema = text().trim().toLowerCase().pipe(z.email('Enter a valid email address.'));
export const passwordSchema = text()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

const callbackURL = text().startsWith('/').max(500).optional();

export const signUpSchema = z.object({
  name: displayNameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** A role chosen on /role-select before the account existed. */
  roleIntent: roleIntentSchema.optional(),
  callbackURL,
});
export type SignUp = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: text().min(1, 'Enter your password.').max(PASSWORD_MAX),
  rememberMe: z.boolean().optional(),
  callbackURL,
});
export type SignIn = z.infer<typeof signInSchema>;

export const requestPasswordResetSchema = z.object({ email: emailSchema, redirectTo: text().max(500).optional() });
export const resetPasswordSchema = z.object({ newPassword: passwordSchema, token: text().min(1).max(500) });
export const changePasswordSchema = z.object({
  currentPassword: text().min(1, 'Enter your current password.').max(PASSWORD_MAX),
  newPassword: passwordSchema,
  revokeOtherSessions: z.boolean().optional(),
});
export const sendVerificationEmailSchema = z.object({ email: emailSchema, callbackURL });

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
});
export const sessionSchema = z
  .object({
    session: z.object({ expiresAt: z.coerce.date(), token: z.string() }),
    user: sessionUserSchema,
  })
  .nullable();
export type Session = z.infer<typeof sessionSchema>;
