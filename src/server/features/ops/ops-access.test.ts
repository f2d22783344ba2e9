// Only operators reach /api/ops/*: every endpoint defined under /ops (in any file of src/shared/endpoints, so
// endpoints added later are walked too) is tried by every principal.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contracts/common.ts';
import type { EndpointDefinition } from '#shared/endpoints/define.ts';
import { opsEndpoints } from '#shared/endpoints/ops.ts';
import { callEndpoint } from '../../testing/call-endpoint.ts';
import { signedInOperator } from '../../testing/ops-setup.ts';
import { kaveriSilks, meeraWears, signedInCreator, signedInSeller } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const endpointsFolder = path.resolve(import.meta.dirname, '../../../shared/endpoints');

const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EndpointDefinition).path === 'string' &&
  typeof (value as EndpointDefinition).method === 'string' &&
  typeof (value as EndpointDefinition).access === 'string';

/** Every endpoint definition exported from src/shared/endpoints, at any depth of its export's objects. */
async function allEndpoints(): Promise<EndpointDefinition[]> {
  const files = (await readdir(endpointsFolder)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const found: EndpointDefinition[] = [];
  const walk = (value: unknown, depth: number) => {
    if (isEndpoint(value)) found.push(value);
    else if (typeof value === 'object' && value !== null && depth < 3)
      for (const inner of Object.values(value)) walk(inner, depth + 1);
  };
  for (const file of files) walk(await import(path.join(endpointsFolder, file)), 0);
  return [...new Set(found)];
}

let server: TestServer;
let endpoints: EndpointDefinition[];
const cookies: Record<'buyer' | 'creator' | 'seller' | 'operator', string> = {
  buyer: '',
  creator: '',
  seller: '',
  operator: '',
};

const unknownId = '00000000-0000-4000-8000-000000000000';

/**
 * A well-formed request for each operator endpoint that needs one, so the operator's pass reaches the endpoint; an
 * endpoint not listed here is tried with no query and an empty JSON body, and the operator's 422 then says to add it.
 * Strangers and other principals are refused before their input is read (decision 048), whatever they send.
 */
const wellFormed: Record<
  string,
  { query?: Record<string, string>; body?: unknown; file?: string; fields?: Record<string, string> }
> = {
  'POST /ops/moderation': { body: { subject: 'product', id: unknownId, action: 'hide', reason: 'Access check' } },
  'GET /ops/moderation/search': { query: { q: 'saree' } },
  'PUT /ops/commission': {
    body: { sellerDefaultBps: 500, sellerCategoryBps: {}, creatorMarkupBps: 1_000, reason: 'Access check' },
  },
  'POST /ops/payout-runs': { body: { provider: 'manual' } },
  'POST /ops/payout-runs/{id}/bank-result': { file: 'Payout ID,Status,UTR,Reason\n' },
  'POST /ops/payouts/{id}/result': { body: { utr: 'AXISN12345678901' } },
  'GET /ops/tax': { query: { year: '2026', quarter: '3' } },
  'GET /ops/tax/tds-return.csv': { query: { year: '2026', quarter: '3' } },
  'POST /ops/tax/tds-challans': {
    body: {
      section: '194O',
      month: '2024-04',
      bsrCode: '0510308',
      depositedOn: '2024-05-07',
      serial: '00001',
      amountPaise: 100,
    },
  },
  'GET /ops/tax/tcs-states': { query: { month: '2026-11' } },
  'GET /ops/tax/tcs.csv': { query: { month: '2026-11', state: '29' } },
  'GET /ops/tax/tcs.json': { query: { month: '2026-11', state: '29' } },
  'POST /ops/grievances/{id}/resolve': { body: { resolution: 'Access check: nothing to resolve.' } },
  'GET /ops/grievances/report': { query: { month: '2026-11' } },
  'PUT /ops/cod': {
    body: {
      maxOrderPaise: null,
      tokenPaise: 0,
      confirmation: false,
      confirmHours: 24,
      feePaise: 0,
      reason: 'Access check',
    },
  },
  'PUT /ops/cod/pincodes/{pincode}': { body: { codAllowed: true, reason: 'Access check' } },
  'POST /ops/cod/pincodes/file': { file: 'pincode,cod\n110001,yes\n', fields: { reason: 'Access check' } },
  'POST /ops/cod/refunds/{refundId}/result': { body: { utr: 'AXISN12345678901' } },
  'GET /ops/parcels': { query: { days: '30' } },
};

const keyOf = (endpoint: EndpointDefinition) => `${endpoint.method.toUpperCase()} ${endpoint.path}`;

/** The request each principal sends: the endpoint's well-formed example, unknown ids in the path. */
async function request(endpoint: EndpointDefinition, cookie?: string) {
  const example = wellFormed[keyOf(endpoint)] ?? {};
  const query = new URLSearchParams(example.query).toString();
  const url = `/api${endpoint.path.replace(/\{\w+\}/g, unknownId)}${query ? `?${query}` : ''}`;
  const method = endpoint.method.toUpperCase();
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const form = new FormData();
  if (endpoint.form) form.set('file', new File([example.file ?? ''], 'upload.csv', { type: 'text/csv' }));
  for (const [name, value] of Object.entries(example.fields ?? {})) form.set(name, value);
  const response = await server.fetch(url, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(hasBody && !endpoint.form ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { body: endpoint.form ? form : JSON.stringify(example.body ?? {}) } : {}),
  });
  const body: unknown = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
  return { status: response.status, body };
}

beforeAll(async () => {
  server = await startTestServer();
  endpoints = (await allEndpoints()).filter((endpoint) => endpoint.path.startsWith('/ops/'));
  cookies.buyer = (await signedInAccount(server, { roleIntent: 'buyer' })).cookie;
  cookies.creator = (await signedInCreator(server, meeraWears)).cookie;
  cookies.seller = (await signedInSeller(server, kaveriSilks)).cookie;
  cookies.operator = (await signedInOperator(server)).cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('who reaches /api/ops/*', () => {
  it('finds the operator endpoints, every one of them for operators only', () => {
    expect(endpoints.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining(Object.values(opsEndpoints).map((endpoint) => endpoint.path)),
    );
    expect(endpoints.filter((endpoint) => endpoint.access !== 'operator').map((endpoint) => endpoint.path)).toEqual([]);
  });

  it('answers 401 to anyone signed out, whatever they send', async () => {
    for (const endpoint of endpoints) {
      const answer = await request(endpoint);
      expect({ endpoint: endpoint.path, status: answer.status }).toEqual({ endpoint: endpoint.path, status: 401 });
      expect(errorEnvelopeSchema.parse(answer.body).error.code).toBe('unauthorized');
    }
  });

  it('answers 403 to a buyer, a creator and a seller', async () => {
    for (const endpoint of endpoints) {
      for (const principal of ['buyer', 'creator', 'seller'] as const) {
        const answer = await request(endpoint, cookies[principal]);
        expect({ endpoint: endpoint.path, principal, status: answer.status }).toEqual({
          endpoint: endpoint.path,
          principal,
          status: 403,
        });
        expect(errorEnvelopeSchema.parse(answer.body).error).toMatchObject({ code: 'forbidden' });
      }
    }
  });

  it('lets an operator through to the endpoint, which answers (an unknown id is a 404)', async () => {
    for (const endpoint of endpoints) {
      const answer = await request(endpoint, cookies.operator);
      const ok = (answer.status >= 200 && answer.status < 300) || answer.status === 404;
      const hint = answer.status === 422 ? `add a well-formed example for ${keyOf(endpoint)} to wellFormed` : '';
      expect({ endpoint: keyOf(endpoint), status: answer.status, ok, hint }).toMatchObject({ ok: true });
    }
    expect((await callEndpoint(server, opsEndpoints.me, {}, cookies.operator)).status).toBe(200);
  });

  it('refuses the wrong principal before saying anything about a malformed request', async () => {
    const malformed = { subject: 'product', id: unknownId, action: 'hide', reason: '' };
    const statuses = [];
    for (const cookie of [undefined, cookies.buyer, cookies.operator]) {
      statuses.push((await server.send('POST', '/api/ops/moderation', cookie, malformed)).status);
    }
    expect(statuses).toEqual([401, 403, 422]);
  });

  it('documents 401 and 403 for every operator endpoint', async () => {
    const document = (await (await server.fetch('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const endpoint of endpoints) {
      const responses = document.paths[`/api${endpoint.path}`]?.[endpoint.method]?.responses ?? {};
      expect({ endpoint: endpoint.path, documented: Object.keys(responses) }).toMatchObject({
        endpoint: endpoint.path,
        documented: expect.arrayContaining(['401', '403']),
      });
    }
  });
});
