import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const signedIn = async () => (await signedInAccount(server)).cookie;

describe('profiles', () => {
  it('answers 401 without a session', async () => {
    expect((await server.fetch('/api/me')).status).toBe(401);
    const response = await server.fetch('/api/me/role-intent', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ roleIntent: 'buyer' }),
    });
    expect(response.status).toBe(401);
  });

  it('saves the role intent, and refuses roles that do not exist', async () => {
    const cookie = await signedIn();
    const saved = await server.send('PUT', '/api/me/role-intent', cookie, { roleIntent: 'merchant' });
    expect(await saved.json()).toMatchObject({ roleIntent: 'merchant' });
    const bad = await server.send('PUT', '/api/me/role-intent', cookie, { roleIntent: 'admin' });
    expect(bad.status).toBe(422);
    expect(await (await server.fetch('/api/me', { headers: { cookie } })).json()).toMatchObject({
      roleIntent: 'merchant',
    });
  });

  it('changes the display name, and moves the store with a new handle', async () => {
    const cookie = await signedIn();
    await server.send('POST', '/api/onboarding/creator', cookie, { handle: 'first.handle', displayName: 'First' });
    const renamed = await server.send('PATCH', '/api/me/profile', cookie, {
      displayName: 'Second Name',
      haatHandle: 'Second.Handle',
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      displayName: 'Second Name',
      haatHandle: 'second.handle',
      store: { handle: 'second.handle' },
    });
    expect((await server.fetch('/api/stores/by-handle/second.handle')).status).toBe(200);
    expect((await server.fetch('/api/stores/by-handle/first.handle')).status).toBe(404);
  });

  it('refuses a handle someone else has, and an empty change', async () => {
    const first = await signedIn();
    await server.send('PATCH', '/api/me/profile', first, { haatHandle: 'claimed.one' });
    const second = await signedIn();
    const taken = await server.send('PATCH', '/api/me/profile', second, { haatHandle: 'CLAIMED.one' });
    expect(taken.status).toBe(409);
    expect((await server.send('PATCH', '/api/me/profile', second, {})).status).toBe(422);
    expect(await (await server.fetch('/api/me', { headers: { cookie: second } })).json()).toMatchObject({
      haatHandle: null,
    });
  });

  it('tells whether a handle is free, and why not', async () => {
    expect(await (await server.fetch('/api/handles/claimed.one')).json()).toMatchObject({
      available: false,
      reason: 'That handle is taken. Try another.',
    });
    expect(await (await server.fetch('/api/handles/api')).json()).toMatchObject({
      available: false,
      reason: 'That handle is reserved. Try another.',
    });
    expect(await (await server.fetch('/api/handles/fresh_one')).json()).toEqual({
      handle: 'fresh_one',
      available: true,
    });
  });
});
