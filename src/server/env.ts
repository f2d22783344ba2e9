import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isValidGstin } from '#shared/gstin.ts';
import { fieldKeysProblem } from './lib/field-crypto.ts';
import { type MediaLocation, readMediaUrl } from './lib/media-location.ts';

/** An on/off variable: true, 1, yes or on; false, 0, no or off. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes' || value === 'on');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * A PostgreSQL role that owns Haat's tables (postgres://owner@…/same-database): the migrations run as it, and
   * DATABASE_URL's role is granted only what the app does with rows (the audit log: read and add). Unset: the
   * DATABASE_URL role migrates and owns the tables.
   */
  DATABASE_OWNER_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SEED_DEMO: booleanFlag.default(true),
  /**
   * The reverse proxies in front of the app, comma-separated addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`):
   * requests from them are counted against the client address they put in X-Forwarded-For. Empty: none.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((entry) => {
          const [address = '', bits, extra] = entry.split('/');
          const version = isIP(address);
          if (version === 0 || extra !== undefined) return false;
          if (bits === undefined) return true;
          const n = Number(bits);
          return /^\d+$/.test(bits) && n >= 0 && n <= (version === 4 ? 32 : 128);
        }, 'must be IP addresses or CIDR ranges, comma-separated'),
      ),
    ),
  /**
   * Where uploads and the demo's photos are kept (decision 042): unset is DATA_DIR/media; `file:///a/directory`;
   * `s3://bucket[/prefix]?endpoint=https://…&region=…` an S3-compatible bucket, with the AWS SDK's credentials
   * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).
   */
  MEDIA_URL: z
    .string()
    .superRefine((value, context) => {
      const { problem } = readMediaUrl(value, '.');
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** The site's own origin, for links in mail and cookie security; defaults to http://localhost:PORT. */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** Signs sessions. Required in production; elsewhere one is made and kept in DATA_DIR. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Encrypts payout details at rest (decision 036): 32 bytes in base64, or several keys separated by commas, the
   * newest first, while rotating. Required in production; elsewhere one is made and kept in DATA_DIR.
   */
  PAYOUT_DETAILS_KEY: z
    .string()
    .superRefine((value, context) => {
      const problem = fieldKeysProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Haat <no-reply@haat.local>'),
  /** Sign-ins allowed from one network (IP) per 10 minutes; raise it when many shoppers share one address. */
  AUTH_SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /** An OpenAI-compatible server for the AI Manager (e.g. https://api.openai.com/v1, http://localhost:11434/v1); unset = the offline concierge. */
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The model to ask there; required with AI_BASE_URL. */
  AI_MODEL: z.string().min(1).optional(),
  /** Sent as a Bearer token when set. */
  AI_API_KEY: z.string().min(1).optional(),
  /** AI Manager chats allowed from one network (IP) per minute; a signed-in account gets at most 20 a minute. */
  AI_CHAT_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Pause between the offline concierge's words, so answers read as they arrive. */
  AI_WORD_DELAY_MS: z.coerce.number().int().min(0).max(1_000).default(15),
  /** `weekly`: a payout run every Monday at 10:00 India time (started within the following day); `off`: operators start runs. */
  PAYOUT_SCHEDULE: z.enum(['weekly', 'off']).default('weekly'),
  /** Who moves payout runs' money: `manual` (an operator pays and records each payout) or `razorpayx`. */
  PAYOUT_PROVIDER: z.enum(['manual', 'razorpayx']).default('manual'),
  /** RazorpayX's API, or a server speaking its payout contract. */
  RAZORPAYX_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
  /** RazorpayX API key id and secret (Basic auth); required with PAYOUT_PROVIDER=razorpayx. */
  RAZORPAYX_KEY_ID: z.string().min(1).optional(),
  RAZORPAYX_KEY_SECRET: z.string().min(1).optional(),
  /** The business's RazorpayX account number (or customer identifier) payouts are made from. */
  RAZORPAYX_ACCOUNT_NUMBER: z.string().min(1).optional(),
  /** Signs RazorpayX's payout webhooks (X-Razorpay-Signature). */
  RAZORPAYX_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * Who takes online payments (decision 068): `none` (cash on delivery only), `razorpay` or `cashfree` (UPI through
   * that payment gateway).
   */
  PAYMENT_PROVIDER: z.enum(['none', 'razorpay', 'cashfree']).default('none'),
  /** Razorpay's API, or a server speaking its payments contract. */
  RAZORPAY_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
  /** Razorpay API key id and secret (Basic auth; the secret also signs a payment's return); required with razorpay. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  /** Signs Razorpay's payment webhooks (X-Razorpay-Signature); required with PAYMENT_PROVIDER=razorpay. */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Cashfree's API (`/pg/…` is added), or a server speaking its payment gateway contract. */
  CASHFREE_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.cashfree.com'),
  /** Cashfree's client id and secret (x-client-id, x-client-secret; the secret also signs its webhooks). */
  CASHFREE_CLIENT_ID: z.string().min(1).optional(),
  CASHFREE_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Shiprocket (decision 073): its external API, the API user's email and password, and the token its tracking
   * webhooks carry in x-api-key. All of them, or none (sellers ship by hand).
   */
  SHIPROCKET_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://apiv2.shiprocket.in/v1/external'),
  SHIPROCKET_EMAIL: z.string().min(1).optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Delhivery (decision 073): its API, the API token, and the token its scan pushes carry in x-api-key; both or none. */
  DELHIVERY_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://track.delhivery.com'),
  DELHIVERY_TOKEN: z.string().min(1).optional(),
  DELHIVERY_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Prometheus metrics at /metrics (lib/metrics.ts); off, /metrics is a 404 and prom-client is never loaded. */
  METRICS: booleanFlag.default(false),
  /** When set, /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /*
   * Who runs this Haat (Consumer Protection (E-Commerce) Rules, 2020, rule 4(1) and 4(4); decision 054): shown in
   * the footer and on /grievance. Required in production; elsewhere the demo's operator stands in.
   */
  OPERATOR_LEGAL_NAME: z.string().min(2).max(200).optional(),
  /** The registered office's full postal address, on one line. */
  OPERATOR_ADDRESS: z.string().min(10).max(400).optional(),
  OPERATOR_EMAIL: z.email().optional(),
  OPERATOR_PHONE: z.string().min(6).max(40).optional(),
  /** The operator's GSTIN: Haat's own tax invoices for its fees carry it (decision 062). */
  OPERATOR_GSTIN: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .refine(isValidGstin, 'must be a valid GSTIN, e.g. 29AAHCH7716R1ZO')
    .optional(),
  /** The operator's TAN: its TDS certificates to payees and its quarterly TDS return carry it (decision 064). */
  OPERATOR_TAN: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => /^[A-Z]{4}\d{5}[A-Z]$/.test(value), 'must be a TAN: 4 letters, 5 digits, a letter')
    .optional(),
  /**
   * The operator's TCS registrations (CGST s. 52), one per state it collects in, comma-separated: each state's GSTR-8
   * JSON carries its own. Its own GSTIN serves its own state.
   */
  OPERATOR_TCS_GSTINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((gstin) => gstin.trim().toUpperCase())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every((gstin) => /^\d\d[0-9A-Z]{13}$/.test(gstin)),
      'a comma-separated list of 15-character GSTINs',
    )
    .optional(),
  GRIEVANCE_OFFICER_NAME: z.string().min(2).max(200).optional(),
  GRIEVANCE_OFFICER_DESIGNATION: z.string().min(2).max(200).default('Grievance Officer'),
  /** Complaints arrive here, and the reminders before their clocks run out. */
  GRIEVANCE_OFFICER_EMAIL: z.email().optional(),
  GRIEVANCE_OFFICER_PHONE: z.string().min(6).max(40).optional(),
  /*
   * How long personal data is kept (decision 057; features/privacy/privacy-rules.ts). The processing log at least a
   * year (DPDP Rules, 2025, rule 6); read notifications half a year unless set.
   */
  PROCESSING_LOG_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(365, 'must be at least 365: the DPDP Rules keep processing logs a year')
    .max(3650)
    .default(365),
  READ_NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Lets end-to-end tests move the app's clock forward (POST /api/testing/clock). Refused in production. */
  TEST_CLOCK: booleanFlag.default(false),
  /** Test suites only: new password hashes at a low scrypt cost (features/auth/password.ts). Refused in production. */
  TEST_FAST_HASHING: booleanFlag.default(false),
});

/** What a production operator must say about themselves (rule 4(1) and 4(4) of the E-Commerce Rules). */
const OPERATOR_VARIABLES = [
  'OPERATOR_LEGAL_NAME',
  'OPERATOR_ADDRESS',
  'OPERATOR_EMAIL',
  'OPERATOR_PHONE',
  'OPERATOR_GSTIN',
  'OPERATOR_TAN',
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_OFFICER_EMAIL',
  'GRIEVANCE_OFFICER_PHONE',
] as const;

export type Env = z.infer<typeof envSchema> & { dataDir: string; publicOrigin: string; media: MediaLocation };

/** Parses the environment once; a bad value stops start-up with a readable list. */
/** Every one of `names`, as `why` asks for them, or the configuration is refused naming those missing. */
function requireAll<T extends object>(env: T, names: readonly (keyof T & string)[], why: string): void {
  const missing = names.filter((name) => !env[name]);
  if (missing.length === 0) return;
  const lines = missing.map((name) => `  - ${name}: required with ${why}`);
  throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new Error('Invalid environment configuration:\n  - AUTH_SECRET: required when NODE_ENV=production');
  }
  if (env.DATABASE_OWNER_URL && !env.DATABASE_URL) {
    throw new Error('Invalid environment configuration:\n  - DATABASE_OWNER_URL: only with DATABASE_URL (PostgreSQL)');
  }
  if (env.AI_BASE_URL && !env.AI_MODEL) {
    throw new Error('Invalid environment configuration:\n  - AI_MODEL: required with AI_BASE_URL');
  }
  if (env.PAYOUT_PROVIDER === 'razorpayx')
    requireAll(
      env,
      ['RAZORPAYX_KEY_ID', 'RAZORPAYX_KEY_SECRET', 'RAZORPAYX_ACCOUNT_NUMBER', 'RAZORPAYX_WEBHOOK_SECRET'],
      'PAYOUT_PROVIDER=razorpayx',
    );
  if (env.PAYMENT_PROVIDER === 'razorpay')
    requireAll(env, ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'], 'PAYMENT_PROVIDER=razorpay');
  if (env.PAYMENT_PROVIDER === 'cashfree')
    requireAll(env, ['CASHFREE_CLIENT_ID', 'CASHFREE_CLIENT_SECRET'], 'PAYMENT_PROVIDER=cashfree');
  const shiprocket = ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD', 'SHIPROCKET_WEBHOOK_TOKEN'] as const;
  if (shiprocket.some((name) => env[name])) requireAll(env, shiprocket, 'the other SHIPROCKET_ settings');
  const delhivery = ['DELHIVERY_TOKEN', 'DELHIVERY_WEBHOOK_TOKEN'] as const;
  if (delhivery.some((name) => env[name])) requireAll(env, delhivery, 'the other DELHIVERY_ setting');
  if (env.NODE_ENV === 'production' && env.TEST_CLOCK) {
    throw new Error('Invalid environment configuration:\n  - TEST_CLOCK: not allowed when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && env.TEST_FAST_HASHING) {
    throw new Error('Invalid environment configuration:\n  - TEST_FAST_HASHING: not allowed when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && !env.PAYOUT_DETAILS_KEY) {
    throw new Error('Invalid environment configuration:\n  - PAYOUT_DETAILS_KEY: required when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production') {
    const missing = OPERATOR_VARIABLES.filter((name) => !env[name]);
    if (missing.length > 0) {
      const lines = missing.map((name) => `  - ${name}: required when NODE_ENV=production (who runs this Haat)`);
      throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
    }
  }
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(env.DATA_DIR);
  const media = readMediaUrl(env.MEDIA_URL, dataDir);
  // Checked by the schema above; a reading without a location cannot reach here.
  if (!media.location) throw new Error(`Invalid environment configuration:\n  - MEDIA_URL: ${media.problem}`);
  return { ...env, dataDir, publicOrigin, media: media.location };
}
