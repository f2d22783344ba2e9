import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCookie } from '../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { demoSignIns, seedIfEmpty } from './seed.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty({ db: server.database.db, media: server.deps.media, now: new Date() });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the demo sign-ins of the README', () => {
  it('sign in the demo creator, who owns @priya.styles', async () => {
    const cookie = await signInCookie(server, demoSignIns.creator.email, demoSignIns.password);
    const me = await server.fetch('/api/me', { headers: { cookie } });
    expect(await me.json()).toMatchObject({
      roleIntent: 'creator',
      haatHandle: 'priya.styles',
      store: { handle: 'priya.styles' },
      seller: null,
      operator: false,
    });
  });

  it('sign in the demo seller, who owns /seller/rangmahal-jewels', async () => {
    const cookie = await signInCookie(server, demoSignIns.seller.email, demoSignIns.password);
    const me = await server.fetch('/api/me', { headers: { cookie } });
    expect(await me.json()).toMatchObject({
      roleIntent: 'merchant',
      seller: { slug: 'rangmahal-jewels' },
      store: null,
    });
  });

  it('sign in the demo buyer', async () => {
    const cookie = await signInCookie(server, demoSignIns.buyer.email, demoSignIns.password);
    const me = await server.fetch('/api/me', { headers: { cookie } });
    expect(await me.json()).toMatchObject({
      roleIntent: 'buyer',
      displayName: 'Aarav Buyer',
      store: null,
      seller: null,
    });
  });

  it('sign in the demo operator, who reaches the operator console', async () => {
    const cookie = await signInCookie(server, demoSignIns.operator.email, demoSignIns.password);
    const me = await server.fetch('/api/ops/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: demoSignIns.operator.email });
    // The profile says so, and signing in on the web leads to the console.
    expect(await (await server.fetch('/api/me', { headers: { cookie } })).json()).toMatchObject({ operator: true });
  });
});
