import { z } from 'zod';
import { creatorDashboardSchema, sellerDashboardSchema } from '../contracts/ledger-dashboards.ts';
import { ledgerQuerySchema, ledgerSchema } from '../contracts/ledger.ts';
import { defineEndpoint } from './define.ts';

/* What creators and sellers earn: their dashboards over a period, and their ledger a page at a time. */

const periodQuery = z.object({ days: z.coerce.number().int().min(7).max(365).default(30) });

export const ledgerEndpoints = {
  creatorDashboard: defineEndpoint({
    method: 'get',
    path: '/me/dashboard',
    access: 'signed-in',
    tags: ['dashboard'],
    summary: 'A creator’s sales, visits by source, conversion and earnings: totals and the newest entries',
    query: periodQuery,
    response: { status: 200, schema: creatorDashboardSchema, description: 'The dashboard over the period.' },
    errors: { 403: 'No store yet.' },
  }),
  sellerDashboard: defineEndpoint({
    method: 'get',
    path: '/seller/dashboard',
    access: 'signed-in',
    tags: ['dashboard'],
    summary: 'A seller’s revenue, lines by status, top products, creators and earnings: totals and the newest entries',
    query: periodQuery,
    response: { status: 200, schema: sellerDashboardSchema, description: 'The dashboard over the period.' },
    errors: { 403: 'Not a seller.' },
  }),
  earnings: defineEndpoint({
    method: 'get',
    path: '/me/earnings',
    access: 'signed-in',
    tags: ['dashboard'],
    summary: 'The signed-in creator’s or seller’s ledger: totals by status and a page of entries, newest first',
    description:
      'Each entry with its status and payable date, 50 a page (`limit` up to 100). `cursor` is the `nextCursor` of ' +
      'the page before; entries booked meanwhile never shift a page, and none is skipped or repeated.',
    query: ledgerQuerySchema,
    response: {
      status: 200,
      schema: ledgerSchema,
      description: 'Totals over every entry, the page, and `nextCursor` (null after the last page).',
    },
    errors: { 400: 'The cursor is not one this endpoint gave.', 403: 'No store or seller account.' },
  }),
};
