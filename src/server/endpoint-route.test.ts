// Who is calling is asked before what they sent: a stranger gets 401 and a non-operator 403 whatever the input,
// so neither learns an endpoint's contract from its 422s; the right caller then gets the 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contracts/common.ts';
import { signedInOperator } from './testing/ops-setup.ts';
import { signedInAccount } from './testing/sign-in.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

let server: TestServer;
let buyer: string;
let operator: string;

beforeAll(async () => {
  server = await startTestServer();
  buyer = (await signedInAccount(server, { roleIntent: 'buyer' })).cookie;
  operator = (await signedInOperator(server)).cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function answer(response: Response) {
  const body = errorEnvelopeSchema.parse(await response.json());
  return { status: response.status, code: body.error.code, fields: body.error.fields ?? null };
}

describe('a signed-in endpoint', () => {
  const badProfile = { displayName: 1, haatHandle: '\u0000', unknown: true };

  it('answers 401 to a stranger with a malformed body, naming no field', async () => {
    expect(await answer(await server.send('PATCH', '/api/me/profile', undefined, badProfile))).toEqual({
      status: 401,
      code: 'unauthorized',
      fields: null,
    });
    expect(await answer(await server.send('PUT', '/api/me/role-intent', undefined, {}))).toMatchObject({
      status: 401,
    });
  });

  it('answers the signed-in caller 422 with the fields', async () => {
    const answered = await answer(await server.send('PATCH', '/api/me/profile', buyer, badProfile));
    expect(answered).toMatchObject({ status: 422 });
    expect(answered.fields).not.toBeNull();
  });
});

describe('an operator endpoint', () => {
  it('answers 401 to a stranger and 403 to a buyer when the query is missing, 422 only to an operator', async () => {
    for (const path of ['/api/ops/tax', '/api/ops/tax?year=nope', '/api/ops/moderation/search?q=%00']) {
      expect(await answer(await server.fetch(path))).toMatchObject({ status: 401, code: 'unauthorized' });
      expect(await answer(await server.fetch(path, { headers: { cookie: buyer } }))).toMatchObject({
        status: 403,
        code: 'forbidden',
        fields: null,
      });
    }
    expect(await answer(await server.fetch('/api/ops/tax', { headers: { cookie: operator } }))).toMatchObject({
      status: 422,
    });
  });

  it('answers 401 and 403 before reading a malformed body', async () => {
    const malformed = { subject: 'product', action: 'hide', reason: '' };
    expect((await server.send('POST', '/api/ops/moderation', undefined, malformed)).status).toBe(401);
    expect((await server.send('POST', '/api/ops/moderation', buyer, malformed)).status).toBe(403);
    expect((await server.send('POST', '/api/ops/moderation', operator, malformed)).status).toBe(422);
  });
});
