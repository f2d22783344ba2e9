import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import { text } from './common.ts';

export const roleIntentSchema = z.enum(['creator', 'merchant', 'buyer']);
export type RoleIntent = z.infer<typeof roleIntentSchema>;

/** Words that would shadow a route or mislead buyers; a handle may not be one of them. */
export const reservedHandles = new Set([
  'admin',
  'administrator',
  'api',
  'app',
  'auth',
  'account',
  'accounts',
  'billing',
  'cart',
  'checkout',
  'cms',
  'collab',
  'collabs',
  'creator',
  'creators',
  'dashboard',
  'dev',
  'favorites',
  'haat',
  'help',
  'home',
  'homie',
  'liked',
  'login',
  'logout',
  'mail',
  'media',
  'merchant',
  'merchants',
  'my-store',
  'null',
  'order',
  'orders',
  'official',
  'root',
  'saved',
  'security',
  'seller',
  'sellers',
  'settings',
  'shop',
  'signin',
  'signup',
  'staff',
  'static',
  'store',
  'stores',
  'support',
  'system',
  'undefined',
  'www',
]);

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;

/** A creator's public handle: /@{handle}. Compared ignoring case. */
export const handleSchema = text()
  .trim()
  .toLowerCase()
  .min(HANDLE_MIN, /*i18n*/ 'A handle has at least 3 characters.')
  .max(HANDLE_MAX, /*i18n*/ 'A handle has at most 30 characters.')
  .regex(/^[a-z0-9_.]+$/, /*i18n*/ 'Use only letters a–z, digits, _ and .')
  .refine((handle) => !reservedHandles.has(handle), /*i18n*/ 'That handle is reserved. Try another.');

export const displayNameSchema = text()
  .trim()
  .min(1, /*i18n*/ 'Enter your name.')
  .max(80, /*i18n*/ 'At most 80 characters.');

export const profileSchema = z.object({
  userId: z.string(),
  email: z.email(/*i18n*/ 'Not an email address.'),
  emailVerified: z.boolean(),
  displayName: z.string(),
  haatHandle: z.string().nullable(),
  roleIntent: roleIntentSchema.nullable(),
  /** The language the user reads Haat and its mail in (decision 047). */
  locale: z.enum(LOCALES),
  /** The creator's store, once onboarded. */
  store: z.object({ id: z.string(), handle: z.string() }).nullable(),
  /** The seller account, once onboarded. */
  seller: z.object({ id: z.string(), slug: z.string() }).nullable(),
  /** One of Haat's operators (granted from the command line): signing in leads to the console. */
  operator: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z
  .object({
    displayName: displayNameSchema.optional(),
    haatHandle: handleSchema.optional(),
    locale: z.enum(LOCALES, /*i18n*/ 'Choose English or Hindi.').optional(),
  })
  .refine(
    (value) => value.displayName !== undefined || value.haatHandle !== undefined || value.locale !== undefined,
    /*i18n*/ 'Nothing to change.',
  );
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

export const setRoleIntentSchema = z.object({ roleIntent: roleIntentSchema });

export const handleAvailabilitySchema = z.object({
  handle: z.string(),
  available: z.boolean(),
  reason: z.string().optional(),
});
export type HandleAvailability = z.infer<typeof handleAvailabilitySchema>;
