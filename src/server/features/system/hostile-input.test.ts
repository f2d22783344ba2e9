import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contracts/common.ts';
import type { AppEnv } from '../../app-env.ts';
import type { App } from '../../app.ts';
import { createHttpListener } from '../../http-listener.ts';
import { guardErrorEnvelope } from '../../middleware/error-handler.ts';
import { grantOperator } from '../ops/operators.service.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * The issue's "Hardening" items 5 and 6, proved against the real app: every
 * operation of /api/openapi.json gets a NUL byte in each path parameter, query
 * parameter and string field of its body, and out-of-range numbers in each
 * numeric one, from an anonymous client and from a signed-in owner of real rows
 * (an operator too, so the operator endpoints' contracts are reached: a stranger
 * is refused with 401 before any input is read, decision 048);
 * bodies that do not match their declared content type, and missing bodies, are
 * sent too. Each answer must be a 4xx in the error envelope, and no table may
 * change. No table is left out of the comparison: refused requests stop before
 * the auth throttle counts them, so even auth_throttle stays as it was.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  /** A literal, e.g. the `registered: true` that picks a shape of a body. */
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema: JsonSchema; required?: boolean };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: { required: boolean; type: string; schema: JsonSchema } | null;
  /** Documented with a 401: a stranger is refused before the input is read. */
  needsSession: boolean;
};

/** A request to send and what it probes: `key` is the field the refusal should name. */
type Probe = {
  label: string;
  key: string;
  method: string;
  path: string;
  query?: string;
  type?: string;
  body?: BodyInit;
  headers?: Record<string, string>;
  needsSession?: boolean;
};

const NUL = '\u0000';
const HUGE = 99_999_999_999_999;
const TINY = -1e20;

let server: TestServer;
let owner: string;
let operations: Operation[];
/** Real rows, so that anything a contract let through would reach a write. */
const real: Record<string, string> = {};

const send = (probe: Probe, cookie?: string) =>
  server.fetch(`${probe.path}${probe.query ? `?${probe.query}` : ''}`, {
    method: probe.method,
    headers: { ...probe.headers, ...(cookie ? { cookie } : {}), ...(probe.type ? { 'content-type': probe.type } : {}) },
    ...(probe.body === undefined ? {} : { body: probe.body }),
  });

const json = async <T>(response: Response | Promise<Response>): Promise<T> => {
  const answer = await response;
  if (!answer.ok) throw new Error(`fixture: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
};

const rows = async <T>(query: string) => ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Each table of the public schema with its row count and a checksum of its rows. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await rows<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const sums: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await rows<{ sum: string }>(
      `select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as sum from public."${tablename}" t`,
    );
    sums[tablename] = row?.sum ?? '';
  }
  return sums;
}

/** Runs `task` over `items` a few at a time: quick, without flooding the cores other tests share. */
async function inParallel<T>(items: T[], task: (item: T) => Promise<void>, width = 6): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/* Example values, from the schema: what a well-behaved client would send. */

const patternExamples: Record<string, string> = {
  '^#[0-9a-fA-F]{6}$': '#112233',
  '^#[\\p{L}\\p{M}\\p{N}_]{1,50}$/u': '#haat',
  '^HT-[0-9A-Z]{8}$': 'HT-ABCD2345',
  '^[1-9][0-9]{5}$': '400001',
  '^[1-9]\\d{5}$': '400001',
  '^[\\w-]{4,40}$': 'TRACK1234',
  '^[\\w-]{8,100}$': 'fuzz-key-1234',
  '^[\\w.-]*$': 'instagram',
  '^[\\w.@-]*$': 'instagram',
  '^[a-z0-9-]+$': 'fuzz-theme',
  '^[a-z0-9]+(?:-[a-z0-9]+)*$': 'fuzz-shop',
  '^[a-z0-9_.]+$': 'fuzz.shop',
  '^[a-zA-Z0-9\\s#%.,()/\'"+*-]+$': '1px',
  '^[a-zA-Z0-9\\s,\'"-]+$': 'Inter',
  '^\\d{1,3}(?:\\.\\d{1,4})?(?:rem|px|em)$': '1rem',
};

const nameExamples: Record<string, string> = {
  phone: '9876543210',
  password: 'fuzz-password-2026',
  newPassword: 'fuzz-password-2027',
  currentPassword: 'fuzz-password-2026',
  callbackURL: '/',
  redirectTo: '/reset-password',
  postUrl: 'https://www.instagram.com/p/fuzz',
  url: 'https://example.com/fuzz',
  token: 'fuzz-token',
  message: 'Something broke',
  boundary: 'app',
  path: '/dashboard',
};

const uuidExamples = (name: string): string => {
  if (name === 'productId' || name === 'giftProductId') return real.product ?? randomUUID();
  if (name === 'listingId') return real.listing ?? randomUUID();
  return randomUUID();
};

function isType(schema: JsonSchema, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

function exampleString(schema: JsonSchema, name: string): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.format === 'uuid') return uuidExamples(name);
  if (schema.format === 'email') return 'fuzz@example.in';
  if (schema.format === 'date') return '2099-01-01';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'uri') return nameExamples[name] ?? 'https://example.com/fuzz';
  if (schema.pattern && patternExamples[schema.pattern] !== undefined) return patternExamples[schema.pattern] as string;
  const text = nameExamples[name] ?? 'Fuzzy text';
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? Number.POSITIVE_INFINITY);
}

function example(schema: JsonSchema, name = ''): unknown {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return example(choices[0] as JsonSchema, name);
  // A literal (`const`, or a one-value `enum` in OpenAPI 3.0), e.g. the `registered: true` that picks a body's shape.
  if (schema.const !== undefined) return schema.const;
  if (isType(schema, 'boolean') && schema.enum) return schema.enum[0];
  if (isType(schema, 'object')) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, example(value, key)]),
    );
  }
  if (isType(schema, 'array'))
    return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => example(schema.items ?? {}, name));
  if (isType(schema, 'integer') || isType(schema, 'number'))
    return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
  if (isType(schema, 'boolean')) return false;
  if (isType(schema, 'string')) return exampleString(schema, name);
  return null;
}

/** The same value with a NUL inside, still within its length limits. */
function withNul(value: string): string {
  return value.length < 2 ? NUL : `${value.slice(0, 1)}${NUL}${value.slice(2)}`;
}

type Leaf = { path: (string | number)[]; kind: 'string' | 'number' };

/** A body that is one of several shapes (an action, a decision) is probed shape by shape. */
const variants = (schema: JsonSchema): JsonSchema[] => schema.oneOf ?? [schema];

/** Every string and number leaf of a body built by example(). */
function leaves(schema: JsonSchema, path: (string | number)[] = []): Leaf[] {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return leaves(choices.find((choice) => !isType(choice, 'null')) ?? (choices[0] as JsonSchema), path);
  if (isType(schema, 'object'))
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => leaves(value, [...path, key]));
  if (isType(schema, 'array')) return leaves(schema.items ?? {}, [...path, 0]);
  if (isType(schema, 'integer') || isType(schema, 'number')) return [{ path, kind: 'number' }];
  if (isType(schema, 'string') && schema.format !== 'binary') return [{ path, kind: 'string' }];
  return [];
}

function setAt(target: unknown, path: (string | number)[], value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = value;
}

function getAt(target: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], target);
}

/** Path parameters resolve to real rows where the route names them, else a fresh uuid. */
function pathValue(operation: Operation, name: string): string {
  const byName: Record<string, string | undefined> = {
    handle: real.handle,
    slug: real.slug,
    list: 'saved',
    listingId: real.listing,
    productId: real.product,
    lineId: real.line,
    participantId: real.participant,
  };
  if (name !== 'id') return byName[name] ?? randomUUID();
  const byPrefix: [string, string | undefined][] = [
    ['/api/sellers/', real.seller],
    ['/api/stores/', real.store],
    ['/api/seller/products/', real.product],
    ['/api/products/', real.product],
    ['/api/me/store/listings/', real.listing],
    ['/api/seller/questions/', real.question],
    ['/api/orders/', real.order],
    ['/api/me/notifications/', real.notification],
    ['/api/seller/campaigns/', real.ownCampaign],
    ['/api/campaigns/', real.otherCampaign],
  ];
  return byPrefix.find(([prefix]) => operation.path.startsWith(prefix))?.[1] ?? randomUUID();
}

/** The headers an operation requires, well formed (an Idempotency-Key, fresh each time). */
function requiredHeaders(operation: Operation): Record<string, string> {
  const required = operation.parameters.filter((parameter) => parameter.in === 'header' && parameter.required);
  return Object.fromEntries(required.map((parameter) => [parameter.name, `fuzz-${randomUUID()}`]));
}

function fillPath(operation: Operation, override?: { name: string; value: string }): string {
  return operation.path.replaceAll(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(override?.name === name ? override.value : pathValue(operation, name)),
  );
}

function encodeBody(operation: Operation, value: unknown): { type?: string; body: BodyInit } {
  if (operation.body?.type === 'multipart/form-data') {
    const form = new FormData();
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      const schema = operation.body.schema.properties?.[key];
      if (schema?.format === 'binary')
        form.set(key, new Blob([new Uint8Array([0, 1, 2])], { type: 'image/png' }), 'x.png');
      else form.set(key, String(field));
    }
    // fetch writes the multipart content type with its boundary.
    return { body: form };
  }
  return { type: 'application/json', body: JSON.stringify(value) };
}

/** A NUL in each string input and out-of-range numbers in each numeric one. */
function hostileProbes(operation: Operation): Probe[] {
  const probes: Probe[] = [];
  const method = operation.method.toUpperCase();
  const baseBody = operation.body ? example(operation.body.schema) : undefined;
  const withBody = (value: unknown) => (operation.body ? encodeBody(operation, value) : {});
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header') continue;
    const numeric = isType(parameter.schema, 'integer') || isType(parameter.schema, 'number');
    const plain =
      parameter.in === 'path'
        ? pathValue(operation, parameter.name)
        : String(example(parameter.schema, parameter.name));
    // A cursor over a bigserial id may be that big: HUGE is out of range only where the contract says so.
    const huge = (parameter.schema.maximum ?? 0) < HUGE ? [String(HUGE)] : [];
    const values = [withNul(plain), ...(numeric ? [...huge, String(TINY)] : [])];
    for (const value of values) {
      const label = `${method} ${operation.path} ${parameter.in} ${parameter.name}=${JSON.stringify(value)}`;
      if (parameter.in === 'path') {
        probes.push({
          label,
          key: parameter.name,
          method,
          path: fillPath(operation, { name: parameter.name, value }),
          ...withBody(baseBody),
        });
      } else {
        probes.push({
          label,
          key: parameter.name,
          method,
          path: fillPath(operation),
          query: new URLSearchParams({ [parameter.name]: value }).toString(),
          ...withBody(baseBody),
        });
      }
    }
  }
  if (operation.body) {
    for (const branch of variants(operation.body.schema)) {
      const base = example(branch);
      for (const leaf of leaves(branch)) {
        const values = leaf.kind === 'string' ? [withNul(String(getAt(base, leaf.path)))] : [HUGE, TINY];
        for (const value of values) {
          const body = structuredClone(base);
          setAt(body, leaf.path, value);
          const key = leaf.path.join('.');
          probes.push({
            label: `${method} ${operation.path} body ${key}=${JSON.stringify(value)}`,
            key,
            method,
            path: fillPath(operation),
            ...encodeBody(operation, body),
          });
        }
      }
    }
  }
  return probes.map((probe) => ({
    ...probe,
    headers: requiredHeaders(operation),
    needsSession: operation.needsSession,
  }));
}

/**
 * Checks one answer: a 4xx envelope (`expected`'s status when given); a 422 names the field probed. Returns what
 * was wrong, if anything.
 */
async function judge(probe: Probe, response: Response, expected?: number[]): Promise<string | null> {
  const text = await response.text();
  const where = `${probe.label} → ${response.status} ${text.slice(0, 200)}`;
  if (expected !== undefined ? !expected.includes(response.status) : response.status < 400 || response.status >= 500)
    return where;
  if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) return `${where} (not JSON)`;
  let envelope;
  try {
    envelope = errorEnvelopeSchema.parse(JSON.parse(text));
  } catch {
    return `${where} (not the envelope)`;
  }
  if (expected === undefined && response.status === 422) {
    const fields = Object.keys(envelope.error.fields ?? {});
    if (!fields.includes(probe.key) && !fields.some((field) => field.startsWith(`${probe.key}.`)))
      return `${where} (does not name ${probe.key})`;
  }
  return null;
}

async function runProbes(probes: Probe[], expected?: number): Promise<string[]> {
  const failures: string[] = [];
  await inParallel(probes, async (probe) => {
    for (const [who, cookie] of [
      ['anonymous', undefined],
      ['signed in', owner],
    ] as const) {
      // A stranger may be refused before the input is read (401), or by the app's checks before the router.
      const statuses = expected === undefined ? undefined : [expected];
      if (statuses && cookie === undefined && probe.needsSession) statuses.push(401);
      const failure = await judge(probe, await send(probe, cookie), statuses);
      if (failure) failures.push(`${who}: ${failure}`);
    }
  });
  return failures.toSorted();
}

beforeAll(async () => {
  server = await startTestServer();
  // One account is a creator and a seller with a product, a listing, an order, a question and a
  // campaign; another creator-seller joins that campaign and has one of its own to join.
  const ownerAccount = await signedInAccount(server, { roleIntent: 'creator' });
  owner = ownerAccount.cookie;
  await grantOperator(server.database.db, { userId: ownerAccount.account.id, by: 'test' }, server.deps.now());
  const second = (await signedInAccount(server, { roleIntent: 'creator' })).cookie;
  const store = await json<{ id: string; handle: string }>(
    server.send('POST', '/api/onboarding/creator', owner, { handle: 'fuzz.owner', displayName: 'Fuzz Owner' }),
  );
  const seller = await json<{ id: string; slug: string }>(
    server.send('POST', '/api/onboarding/seller', owner, {
      businessName: 'Fuzz House',
      slug: 'fuzz-house',
      pickupPincode: '400001',
      // Registered for GST, so their products go on sale at once (decision 066).
      gstin: '27AALCK5097P1ZJ',
      supportPhone: '9876501234',
      acceptsUndertaking: true,
    }),
  );
  Object.assign(real, { store: store.id, handle: store.handle, seller: seller.id, slug: seller.slug });
  await json(
    server.send('POST', '/api/onboarding/creator', second, { handle: 'fuzz.other', displayName: 'Fuzz Other' }),
  );
  await json(
    server.send('POST', '/api/onboarding/seller', second, {
      businessName: 'Other House',
      slug: 'other-house',
      pickupPincode: '110001',
      supportPhone: '9876501234',
      acceptsUndertaking: true,
    }),
  );
  real.product = (
    await json<{ id: string }>(
      server.send('POST', '/api/seller/products', owner, {
        name: 'Fuzz kurta',
        category: 'fashion',
        hsnCode: '6211',
        gstRateBps: 500,
        pricePaise: 150_000,
        stock: 20,
      }),
    )
  ).id;
  real.listing = (
    await json<{ id: string }>(
      server.send('POST', '/api/me/store/listings', owner, { productId: real.product, markupPaise: 10_000 }),
    )
  ).id;
  real.question = (
    await json<{ id: string }>(
      server.send('POST', `/api/products/${real.product}/questions`, second, { question: 'Is it cotton?' }),
    )
  ).id;
  const order = await json<{ order: { id: string; lines: { id: string }[] } }>(
    server.fetch('/api/orders', {
      method: 'POST',
      headers: { cookie: owner, 'content-type': 'application/json', 'idempotency-key': 'fuzz-order-0001' },
      body: JSON.stringify({
        contact: { name: 'Fuzz Owner', phone: '9876543210' },
        address: { line1: '1 Fuzz Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
        payment: { method: 'cod' },
        lines: [{ listingId: real.listing, quantity: 1 }],
      }),
    }),
  );
  real.order = order.order.id;
  real.line = order.order.lines[0]?.id ?? randomUUID();
  const campaign = {
    brand: 'Fuzz',
    title: 'Fuzz campaign',
    desc: 'A campaign to be fuzzed by the hostile input test.',
    hashtags: ['#fuzz'],
    payout: '₹1,000 per post',
    payoutType: 'cash',
    payoutAmountPaise: 100_000,
    deadline: '2099-01-01',
    status: 'open',
  };
  real.ownCampaign = String(
    (await json<{ id: number }>(server.send('POST', '/api/seller/campaigns', owner, campaign))).id,
  );
  real.otherCampaign = String(
    (await json<{ id: number }>(server.send('POST', '/api/seller/campaigns', second, campaign))).id,
  );
  await json(server.send('POST', `/api/campaigns/${real.ownCampaign}/join`, second, {}));
  await json(
    server.send('POST', `/api/campaigns/${real.ownCampaign}/submission`, second, {
      postUrl: 'https://www.instagram.com/p/fuzz',
    }),
  );
  const participants = await json<{ items: { id: string }[] }>(
    server.send('GET', `/api/seller/campaigns/${real.ownCampaign}/participants`, owner),
  );
  real.participant = participants.items[0]?.id ?? randomUUID();
  const notifications = await json<{ items: { id: string }[] }>(server.send('GET', '/api/me/notifications', owner));
  real.notification = notifications.items[0]?.id ?? randomUUID();

  const document = await json<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          responses?: Record<string, unknown>;
          requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  }>(server.fetch('/api/openapi.json'));
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const [type, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        method,
        path,
        parameters: operation.parameters ?? [],
        body:
          type && content ? { required: operation.requestBody?.required === true, type, schema: content.schema } : null,
        needsSession: '401' in (operation.responses ?? {}),
      };
    }),
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('hostile input', () => {
  it('refuses a NUL in every path parameter, query parameter and body string, and out-of-range numbers, changing nothing', async () => {
    const probes = operations.flatMap(hostileProbes);
    // The document must still be read right: most operations take some input.
    expect(operations.length).toBeGreaterThan(80);
    expect(new Set(probes.map((probe) => probe.label.split(' ').slice(0, 2).join(' '))).size).toBeGreaterThan(50);
    const before = await snapshot();
    const failures = await runProbes(probes);
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('refuses a body labelled as another content type than the route declares, changing nothing', async () => {
    const probes: Probe[] = [];
    for (const operation of operations.filter((candidate) => candidate.body)) {
      const method = operation.method.toUpperCase();
      const path = fillPath(operation);
      const body = JSON.stringify(example((operation.body as { schema: JsonSchema }).schema));
      const label = (type: string) => `${method} ${operation.path} as ${type}`;
      const { needsSession } = operation;
      const headers = requiredHeaders(operation);
      if (operation.body?.type === 'application/json') {
        for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=fuzz', 'text/plain'])
          probes.push({ label: label(type), key: '', method, path, type, body, headers, needsSession });
      } else {
        probes.push({
          label: label('application/json'),
          key: '',
          method,
          path,
          type: 'application/json',
          body,
          headers,
          needsSession,
        });
      }
    }
    const signUp = JSON.stringify({
      name: 'Form Person',
      email: 'form.person@example.in',
      password: 'form-password-2026',
    });
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=fuzz']) {
      probes.push({
        label: `sign-up JSON as ${type}`,
        key: '',
        method: 'POST',
        path: '/api/auth/sign-up/email',
        type,
        body: signUp,
      });
    }
    probes.push({
      label: 'sign-up as a real form',
      key: '',
      method: 'POST',
      path: '/api/auth/sign-up/email',
      type: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({
        name: 'Form Person',
        email: 'form.person@example.in',
        password: 'form-password-2026',
      }).toString(),
    });
    const before = await snapshot();
    expect(await runProbes(probes, 415)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it('refuses a missing body where the route requires one, changing nothing', async () => {
    const probes: Probe[] = operations
      .filter((operation) => operation.body?.required)
      .flatMap((operation) => {
        const method = operation.method.toUpperCase();
        const path = fillPath(operation);
        const headers = requiredHeaders(operation);
        const { needsSession } = operation;
        return [
          { label: `${method} ${operation.path} without a body`, key: '', method, path, headers, needsSession },
          {
            label: `${method} ${operation.path} with an empty body labelled ${operation.body?.type}`,
            key: '',
            method,
            path,
            type:
              operation.body?.type === 'application/json' ? 'application/json' : 'multipart/form-data; boundary=fuzz',
            body: '',
            headers,
            needsSession,
          },
        ];
      });
    expect(probes.length).toBeGreaterThan(60);
    const before = await snapshot();
    expect(await runProbes(probes, 400)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it('answers a reset with a NUL in its token with a 422 envelope', async () => {
    const response = await server.send('POST', '/api/auth/reset-password', undefined, {
      token: `a${NUL}b`,
      newPassword: 'a-new-password-2026',
    });
    expect(response.status).toBe(422);
    expect(errorEnvelopeSchema.parse(await response.json()).error.fields).toEqual({
      token: ['Remove control characters.'],
    });
  });

  it('refuses half an emoji (a lone surrogate, which UTF-8 cannot hold) with a 422 naming the field', async () => {
    const before = await snapshot();
    const response = await server.fetch('/api/me/profile', {
      method: 'PATCH',
      headers: { cookie: owner, 'content-type': 'application/json' },
      body: '{"displayName":"Fuzz \\ud83d"}',
    });
    expect(response.status).toBe(422);
    expect(errorEnvelopeSchema.parse(await response.json()).error.fields).toEqual({
      displayName: ['Remove the broken character (half of an emoji or symbol).'],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses NULs on the auth routes the document leaves out, changing nothing', async () => {
    const probes: Probe[] = [
      {
        label: 'reset link',
        key: 'path',
        method: 'GET',
        path: `/api/auth/reset-password/a${encodeURIComponent(NUL)}b`,
        query: 'callbackURL=%2F',
      },
      { label: 'verification link', key: 'token', method: 'GET', path: '/api/auth/verify-email', query: 'token=a%00b' },
      {
        label: 'update-user',
        key: 'name',
        method: 'POST',
        path: '/api/auth/update-user',
        type: 'application/json',
        body: JSON.stringify({ name: `a${NUL}b` }),
      },
      { label: 'session query', key: 'x', method: 'GET', path: '/api/auth/get-session', query: 'x=a%00b' },
    ];
    const before = await snapshot();
    expect(await runProbes(probes)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('5xx answers', () => {
  it('turns an error answered without the envelope (as better-auth may) into the envelope', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', guardErrorEnvelope());
    app.get('/empty', () => new Response(null, { status: 500 }));
    app.get(
      '/text',
      () =>
        new Response('upstream down', { status: 502, headers: { 'content-type': 'text/plain', 'retry-after': '5' } }),
    );
    app.get('/raw', () => Response.json({ code: 'SOMETHING', message: 'Raw error' }, { status: 400 }));
    app.get('/fine', () => Response.json({ error: { code: 'conflict', message: 'Taken.' } }, { status: 409 }));
    const empty = await app.request('/empty');
    expect([empty.status, await empty.json()]).toEqual([
      500,
      { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
    ]);
    const text = await app.request('/text');
    expect([text.status, text.headers.get('retry-after'), (await text.json()).error.code]).toEqual([
      502,
      '5',
      'upstream_failed',
    ]);
    const raw = await app.request('/raw');
    expect(await raw.json()).toEqual({ error: { code: 'something', message: 'Raw error' } });
    const fine = await app.request('/fine');
    expect(await fine.json()).toEqual({ error: { code: 'conflict', message: 'Taken.' } });
  });

  it('answers an error thrown outside the app with a 500 envelope, not an empty body', async () => {
    const broken = { fetch: () => Promise.reject(new Error('boom')) } as unknown as App;
    const listener = createHttpListener(broken, server.deps);
    const http = createServer(listener);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
    try {
      const response = await fetch(`http://127.0.0.1:${(http.address() as AddressInfo).port}/api/health`);
      expect(response.status).toBe(500);
      expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe('internal');
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });
});
