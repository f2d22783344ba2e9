import { z } from 'zod';
import { text } from './common.ts';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** What the web app reports when a screen crashes, so the team sees it in the logs. */
export const clientErrorReportSchema = z.object({
  message: text({ multiline: true }).trim().min(1).max(2000),
  stack: text({ multiline: true }).max(8000).optional(),
  path: text().max(2000),
  boundary: text().max(100),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
