import { z } from 'zod';
import {
  fileGrievanceSchema,
  grievanceListSchema,
  grievanceQueueQuerySchema,
  grievanceQueueSchema,
  grievanceReportSchema,
  grievanceSchema,
  operatorIdentitySchema,
  queuedGrievanceSchema,
  resolveGrievanceSchema,
} from '../contracts/grievances.ts';
import { defineEndpoint } from './define.ts';
import { operatorRoute } from './grievances-paths.ts';
import { monthQuery } from './invoices.ts';

const ticketParams = z.object({ id: z.uuid(/*i18n*/ 'Not a complaint id.') });

export const grievanceEndpoints = {
  operator: defineEndpoint({
    ...operatorRoute,
    access: 'public',
    tags: ['grievances'],
    summary: 'Who runs this Haat: its legal name, address, contacts and grievance officer',
    response: { status: 200, schema: operatorIdentitySchema, description: 'The operator, from its configuration.' },
  }),
  file: defineEndpoint({
    method: 'post',
    path: '/grievances',
    keepsPublicCache: true,
    access: 'public',
    tags: ['grievances'],
    summary: 'File a complaint with the grievance officer: a ticket number at once, and an acknowledgement mail',
    description:
      'A signed-in account files under its own name and email; a guest gives both. Ten a day from one network, ' +
      'five an hour from one account.',
    body: fileGrievanceSchema,
    response: { status: 201, schema: grievanceSchema, description: 'The ticket.' },
    errors: { 422: 'Not valid, or a guest without a name or email.', 429: 'Too many complaints at once.' },
  }),
  mine: defineEndpoint({
    method: 'get',
    path: '/me/grievances',
    access: 'signed-in',
    tags: ['grievances'],
    summary: 'The signed-in account’s complaints and where each stands, newest first',
    response: { status: 200, schema: grievanceListSchema, description: 'Up to 100 of them.' },
  }),
  queue: defineEndpoint({
    method: 'get',
    path: '/ops/grievances',
    access: 'operator',
    tags: ['grievances', 'ops'],
    summary: 'The grievance queue: open complaints by the nearest deadline, or the latest resolved',
    query: grievanceQueueQuerySchema,
    response: { status: 200, schema: grievanceQueueSchema, description: 'Up to 200 tickets.' },
  }),
  acknowledge: defineEndpoint({
    method: 'post',
    path: '/ops/grievances/{id}/acknowledge',
    access: 'operator',
    tags: ['grievances', 'ops'],
    summary: 'Take a complaint up (the complainant is mailed; the audit log keeps it)',
    params: ticketParams,
    response: { status: 200, schema: queuedGrievanceSchema, description: 'The ticket as it is now.' },
    errors: { 404: 'No such complaint.', 409: 'It is taken up or resolved already.' },
  }),
  resolve: defineEndpoint({
    method: 'post',
    path: '/ops/grievances/{id}/resolve',
    access: 'operator',
    tags: ['grievances', 'ops'],
    summary: 'Resolve a complaint, saying what was done (the complainant is mailed it; the audit log keeps it)',
    params: ticketParams,
    body: resolveGrievanceSchema,
    response: { status: 200, schema: queuedGrievanceSchema, description: 'The ticket as it is now.' },
    errors: { 404: 'No such complaint.', 409: 'It is resolved already.' },
  }),
  report: defineEndpoint({
    method: 'get',
    path: '/ops/grievances/report',
    access: 'operator',
    tags: ['grievances', 'ops'],
    summary: 'A month’s complaints (India time): how many, how fast each clock was met, how many are still open',
    query: monthQuery,
    response: { status: 200, schema: grievanceReportSchema, description: 'The report.' },
  }),
};
