import { z } from 'zod';
import { consentPurposes } from './privacy.ts';
import { text } from './common.ts';
import { displayNameSchema, type RoleIntent, roleIntentSchema } from './profiles.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailSchema = text().trim().toLowerCase().pipe(z.email(/*i18n*/ 'Enter a valid email address.'));
export const passwordSchema = text()
  .min(PASSWORD_MIN, /*i18n*/ 'Use at least 8 characters.')
  .max(PASSWORD_MAX, /*i18n*/ 'Use at most 128 characters.');

export const signUpSchema = z.object({
  name: displayNameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** A role chosen on /role-select before the account existed. */
  roleIntent: roleIntentSchema.optional(),
  /** What the person allowed on the sign-up form (ticked by them: nothing is pre-ticked); recorded for a new account. */
  consents: z
    .array(z.enum(consentPurposes, /*i18n*/ 'Choose what to allow.'))
    .max(consentPurposes.length, /*i18n*/ 'Choose what to allow.')
    .optional(),
});
export type SignUp = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: text()
    .min(1, /*i18n*/ 'Enter your password.')
    .max(PASSWORD_MAX, /*i18n*/ 'Passwords have at most 128 characters.'),
  rememberMe: z.boolean().optional(),
});
export type SignIn = z.infer<typeof signInSchema>;

export const requestPasswordResetSchema = z.object({
  email: emailSchema,
  redirectTo: text().max(500, /*i18n*/ 'At most 500 characters.').optional(),
});
const resetToken = text()
  .min(1, /*i18n*/ 'This reset link is incomplete. Open the link from the email again.')
  .max(500, /*i18n*/ 'This reset link is not valid.');
export const resetPasswordSchema = z.object({ newPassword: passwordSchema, token: resetToken });
export const changePasswordSchema = z.object({
  currentPassword: text()
    .min(1, /*i18n*/ 'Enter your current password.')
    .max(PASSWORD_MAX, /*i18n*/ 'Passwords have at most 128 characters.'),
  newPassword: passwordSchema,
  revokeOtherSessions: z.boolean().optional(),
});
/** The verification link's landing is the server's to choose (verificationLanding), so no callbackURL is taken. */
export const sendVerificationEmailSchema = z.object({ email: emailSchema });

/** The sign-in screen of each role (spec §2): sellers at /seller-auth, creators and everyone else at /auth. */
export function signInPathFor(roleIntent: RoleIntent | null | undefined): '/auth' | '/seller-auth' {
  return roleIntent === 'merchant' ? '/seller-auth' : '/auth';
}

/** Where a verification link lands: the sign-in screen of the account's role, saying so, with the email filled in. */
export function verificationLanding(roleIntent: RoleIntent | null | undefined, email: string): string {
  return `${signInPathFor(roleIntent)}?${new URLSearchParams({ verified: '1', email }).toString()}`;
}

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
