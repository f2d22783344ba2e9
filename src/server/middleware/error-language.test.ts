import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { signedInAccount } from '../testing/sign-in.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  // The session alone: sign-in also sets the account's language (English), which would decide every answer.
  const signedIn = await signedInAccount(server);
  cookie = signedIn.cookie
    .split('; ')
    .filter((pair) => !pair.startsWith('haat_lang='))
    .join('; ');
});

afterAll(async () => {
  await server?.close();
});

const patchProfile = (body: string, headers: Record<string, string>) =>
  server.fetch('/api/me/profile', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie, ...headers },
    body,
  });

const signIn = (language: string) =>
  server.fetch('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
  });

describe("errors in the request's language (decision 047)", () => {
  it('says an error in Hindi to a browser that reads Hindi, and in English otherwise', async () => {
    const hindi = await patchProfile('{"displayName":', { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hindi.status).toBe(400);
    expect(await hindi.json()).toEqual({
      error: { code: 'invalid_json', message: 'अनुरोध का डेटा सही JSON नहीं है।' },
    });
    const english = await patchProfile('{"displayName":', { 'accept-language': 'en-IN' });
    expect((await english.json()).error.message).toBe('The request body is not valid JSON.');
  });

  it("follows the language chosen on Haat over the browser's", async () => {
    const response = await patchProfile('{"locale":"fr"}', {
      'accept-language': 'en',
      cookie: `${cookie}; haat_lang=hi`,
    });
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('कुछ जानकारी सही नहीं है।');
  });

  it("says a contract's field messages in Hindi to a Hindi reader, and exactly as written in English", async () => {
    const hindi = await patchProfile('{"displayName":"  "}', { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hindi.status).toBe(422);
    expect(await hindi.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'कुछ जानकारी सही नहीं है।',
        fields: { displayName: ['अपना नाम डालें।'] },
      },
    });
    const english = await patchProfile('{"displayName":"  "}', { 'accept-language': 'en-IN' });
    expect(english.status).toBe(422);
    expect(await english.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        fields: { displayName: ['Enter your name.'] },
      },
    });
  });

  it('says an error with values in Hindi, the values in place', async () => {
    const hindi = await server.fetch('/api/pincodes/999999', { headers: { cookie: 'haat_lang=hi' } });
    expect(hindi.status).toBe(404);
    expect(await hindi.json()).toEqual({
      error: { code: 'not_found', message: 'हमें PIN कोड 999999 नहीं मिला। छहों अंक जाँच लें।' },
    });
    const english = await server.fetch('/api/pincodes/999999');
    expect(await english.json()).toEqual({
      error: { code: 'not_found', message: 'We can’t find PIN code 999999. Check the 6 digits.' },
    });
  });

  it("says better-auth's own messages in Hindi too", async () => {
    const hindi = await signIn('hi');
    expect(hindi.status).toBe(401);
    expect((await hindi.json()).error.message).toBe('ईमेल या पासवर्ड सही नहीं है');
    expect((await (await signIn('en')).json()).error.message).toBe('Invalid email or password');
  });
});
