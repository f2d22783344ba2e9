import { z } from 'zod';
import { clientErrorReportSchema, healthResponseSchema, readinessResponseSchema } from '../contracts/system.ts';
import { defineEndpoint } from './define.ts';
import { clientErrorRoute, healthRoute } from './system-paths.ts';

export const systemEndpoints = {
  health: defineEndpoint({
    ...healthRoute,
    access: 'public',
    tags: ['system'],
    summary: 'Liveness and database check',
    response: { status: 200, schema: healthResponseSchema, description: 'The server and its database answer.' },
    errors: { 503: 'The database does not answer.' },
  }),
  ready: defineEndpoint({
    method: 'get',
    path: '/health/ready',
    access: 'public',
    tags: ['system'],
    summary: 'Readiness: every dependency reachable',
    description:
      'For a load balancer or orchestrator deciding whether to send this process traffic: the database (and the job queue) each answer within 2 s. `/api/health` stays the liveness check.',
    response: { status: 200, schema: readinessResponseSchema, description: 'Every check passed.' },
    errors: { 503: 'A check failed or timed out; `error.checks` says which.' },
  }),
  reportClientError: defineEndpoint({
    ...clientErrorRoute,
    keepsPublicCache: true,
    access: 'public',
    tags: ['system'],
    summary: 'Report a crash seen in the web app',
    body: clientErrorReportSchema,
    response: { status: 204, description: 'Logged.' },
    errors: { 422: 'The report is not valid.' },
  }),
};

/** Served only when TEST_CLOCK is on: end-to-end tests close return windows without waiting. */
/** The recurring jobs an end-to-end test may run at once, after moving the clock. */
export const TESTABLE_JOBS = [
  'payments.settle',
  'payments.accounts',
  'payments.reconcile',
  'orders.cod-expiry',
] as const;

export const testClockEndpoints = {
  advance: defineEndpoint({
    method: 'post',
    path: '/testing/clock',
    access: 'public',
    tags: ['testing'],
    summary: 'Move the app’s clock forward (only with TEST_CLOCK on, never in production)',
    body: z.object({ advanceDays: z.number().min(0).max(400) }),
    response: { status: 200, schema: z.object({ now: z.string() }), description: 'The app’s time after the move.' },
  }),
  runJob: defineEndpoint({
    method: 'post',
    path: '/testing/jobs/{name}',
    access: 'public',
    tags: ['testing'],
    summary: 'Queue a recurring job now instead of at its next minute (only with TEST_CLOCK on, never in production)',
    params: z.object({ name: z.enum(TESTABLE_JOBS) }),
    response: { status: 204, description: 'Queued: it runs in the job queue as its schedule would run it.' },
  }),
};
