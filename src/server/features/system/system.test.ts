import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contracts/common.ts';
import { healthResponseSchema } from '#shared/contracts/system.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { testDatabaseKind } from '../../testing/test-database.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { createCreatorStore } from '../../demo/factories.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function expectErrorEnvelope(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = errorEnvelopeSchema.parse(await response.json());
  expect(body.error.code).toBe(code);
  expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+/);
  return body;
}

const postJson = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) => ({
  method: 'POST',
  headers,
  body,
});

describe('GET /api/health', () => {
  it('answers ok with the database kind', async () => {
    const response = await server.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(healthResponseSchema.parse(await response.json())).toEqual({ status: 'ok', database: testDatabaseKind });
  });

  it('carries a request id and security headers', async () => {
    const response = await server.fetch('/api/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // JSON is never a page: a policy that allows nothing, no framing, and none of the document-only headers.
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const documentOnly of ['permissions-policy', 'referrer-policy', 'x-xss-protection', 'origin-agent-cluster'])
      expect(response.headers.get(documentOnly)).toBeNull();
  });

  it('makes up a request id when the client sends none or a bad one', async () => {
    const response = await server.fetch('/api/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the error envelope', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    await expectErrorEnvelope(await server.fetch('/api/nope'), 404, 'not_found');
    await expectErrorEnvelope(await server.fetch('/api/nope', postJson('{}')), 404, 'not_found');
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await server.fetch('/api/client-errors', postJson('{"message": "oops",'));
    await expectErrorEnvelope(response, 400, 'invalid_json');
  });

  it('answers a wrong content type with a 415', async () => {
    const response = await server.fetch(
      '/api/client-errors',
      postJson('{"message":"x","path":"/","boundary":"app"}', { 'content-type': 'text/plain' }),
    );
    await expectErrorEnvelope(response, 415, 'unsupported_media_type');
  });

  it('answers a 2 MB body with a 413', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024), path: '/', boundary: 'app' });
    const response = await server.fetch('/api/client-errors', postJson(big));
    await expectErrorEnvelope(response, 413, 'payload_too_large');
  });

  it('answers a body failing the contract with a 422 naming the fields', async () => {
    const response = await server.fetch('/api/client-errors', postJson('{"message":"  ","path":"/"}'));
    const body = await expectErrorEnvelope(response, 422, 'validation_failed');
    expect(Object.keys(body.error.fields ?? {})).toEqual(expect.arrayContaining(['message', 'boundary']));
  });

  it('accepts a valid client error report', async () => {
    const response = await server.fetch(
      '/api/client-errors',
      postJson(JSON.stringify({ message: 'Boom', path: '/dashboard', boundary: 'dashboard' })),
    );
    expect(response.status).toBe(204);
  });
});

describe('GET /api/openapi.json', () => {
  it('describes the JSON endpoints from the shared contracts', async () => {
    const response = await server.fetch('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/client-errors',
        '/api/auth/sign-in/email',
        '/api/auth/sign-up/email',
        '/api/me',
        '/api/onboarding/creator',
        '/api/stores/by-handle/{handle}',
      ]),
    );
    expect(document.paths['/api/client-errors']).toHaveProperty('post');
  });
});

describe('caching of personal answers', () => {
  it('marks signed-in answers and errors no-store, and leaves public store data to its own policy', async () => {
    const { cookie } = await signedInAccount(server);
    for (const path of ['/api/me', '/api/auth/get-session', '/api/me/notifications', '/api/me/orders']) {
      const response = await server.fetch(path, { headers: { cookie } });
      expect({ path, status: response.status < 500, cacheControl: response.headers.get('cache-control') }).toEqual({
        path,
        status: true,
        cacheControl: 'no-store',
      });
    }
    expect((await server.fetch('/api/me')).headers.get('cache-control')).toBe('no-store');
    const { handle } = await createCreatorStore(server.database.db);
    const store = await server.fetch(`/api/stores/by-handle/${handle}/products`);
    expect(store.status).toBe(200);
    expect(store.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});
