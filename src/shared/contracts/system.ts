import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** What the web app reports when a screen crashes, so the team sees it in the logs. */
export const clientErrorReportSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(8000).optional(),
  path: z.string().max(2000),
  boundary: z.string().max(100),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
