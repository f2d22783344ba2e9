import { z } from 'zod';
import { readinessOutcome, text } from './common.ts';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** Every readiness check passed (the database, and the job queue once there is one), each by name. */
export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  checks: z.record(z.string(), readinessOutcome.extract(['ok'])),
});

/** What the web app reports when a screen crashes, so the team sees it in the logs. */
export const clientErrorReportSchema = z.object({
  message: text({ multiline: true })
    .trim()
    .min(1, /*i18n*/ 'Say what went wrong.')
    .max(2000, /*i18n*/ 'At most 2000 characters.'),
  stack: text({ multiline: true }).max(8000, /*i18n*/ 'At most 8000 characters.').optional(),
  path: text().max(2000, /*i18n*/ 'At most 2000 characters.'),
  boundary: text().max(100, /*i18n*/ 'At most 100 characters.'),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
