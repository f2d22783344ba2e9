import { z } from 'zod';
import { clientErrorReportSchema, healthResponseSchema } from '../contracts/system.ts';
import { defineEndpoint } from './define.ts';

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'get',
    path: '/health',
    access: 'public',
    tags: ['system'],
    summary: 'Liveness and database check',
    response: { status: 200, schema: healthResponseSchema, description: 'The server and its database answer.' },
    errors: { 503: 'The database does not answer.' },
  }),
  reportClientError: defineEndpoint({
    method: 'post',
    path: '/client-errors',
    access: 'public',
    tags: ['system'],
    summary: 'Report a crash seen in the web app',
    body: clientErrorReportSchema,
    response: { status: 204, description: 'Logged.' },
    errors: { 422: 'The report is not valid.' },
  }),
};

/** Served only when TEST_CLOCK is on: end-to-end tests close return windows without waiting. */
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
};
