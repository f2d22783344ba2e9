import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateProfile } from '#shared/contracts/profiles.ts';
import { onboardingEndpoints } from '#shared/endpoints/onboarding.ts';
import { profileEndpoints } from '#shared/endpoints/profiles.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { callEndpoint } from '../../testing/call-endpoint.ts';
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
const me = (cookie?: string) => callEndpoint(server, profileEndpoints.me, {}, cookie);
const storeByHandle = (handle: string) => callEndpoint(server, storeEndpoints.byHandle, { params: { handle } });
const update = (body: UpdateProfile, cookie: string) => callEndpoint(server, profileEndpoints.update, { body }, cookie);
const handle = (name: string) => callEndpoint(server, profileEndpoints.handle, { params: { handle: name } });

describe('profiles', () => {
  it('answers 401 without a session', async () => {
    expect((await me()).status).toBe(401);
    const response = await callEndpoint(server, profileEndpoints.setRoleIntent, { body: { roleIntent: 'buyer' } });
    expect(response.status).toBe(401);
  });

  it('saves the role intent, and refuses roles that do not exist', async () => {
    const cookie = await signedIn();
    const saved = await callEndpoint(
      server,
      profileEndpoints.setRoleIntent,
      { body: { roleIntent: 'merchant' } },
      cookie,
    );
    expect(saved.data).toMatchObject({ roleIntent: 'merchant' });
    const bad = await server.send('PUT', '/api/me/role-intent', cookie, { roleIntent: 'admin' });
    expect(bad.status).toBe(422);
    expect((await me(cookie)).data).toMatchObject({
      roleIntent: 'merchant',
    });
  });

  it('keeps the language the user chose, and refuses one Haat does not speak', async () => {
    const cookie = await signedIn();
    expect((await me(cookie)).data).toMatchObject({ locale: 'en' });
    const chosen = await update({ locale: 'hi' }, cookie);
    expect(chosen.status).toBe(200);
    expect(chosen.data).toMatchObject({ locale: 'hi' });
    const bad = await server.send('PATCH', '/api/me/profile', cookie, { locale: 'fr' });
    expect(bad.status).toBe(422);
    expect((await me(cookie)).data).toMatchObject({ locale: 'hi' });
  });

  it('changes the display name, and moves the store with a new handle', async () => {
    const cookie = await signedIn();
    await callEndpoint(
      server,
      onboardingEndpoints.creator,
      { body: { handle: 'first.handle', displayName: 'First' } },
      cookie,
    );
    const renamed = await update({ displayName: 'Second Name', haatHandle: 'Second.Handle' }, cookie);
    expect(renamed.status).toBe(200);
    expect(renamed.data).toMatchObject({
      displayName: 'Second Name',
      haatHandle: 'second.handle',
      store: { handle: 'second.handle' },
    });
    expect((await storeByHandle('second.handle')).status).toBe(200);
    expect((await storeByHandle('first.handle')).status).toBe(404);
  });

  it('refuses a handle someone else has, and an empty change', async () => {
    const first = await signedIn();
    await update({ haatHandle: 'claimed.one' }, first);
    const second = await signedIn();
    const taken = await update({ haatHandle: 'CLAIMED.one' }, second);
    expect(taken.status).toBe(409);
    expect((await update({}, second)).status).toBe(422);
    expect((await me(second)).data).toMatchObject({
      haatHandle: null,
    });
  });

  it('tells whether a handle is free, and why not', async () => {
    expect((await handle('claimed.one')).data).toMatchObject({
      available: false,
      reason: 'That handle is taken. Try another.',
    });
    expect((await handle('api')).data).toMatchObject({
      available: false,
      reason: 'That handle is reserved. Try another.',
    });
    expect((await handle('fresh_one')).data).toEqual({
      handle: 'fresh_one',
      available: true,
    });
  });
});
