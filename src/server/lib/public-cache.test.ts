// The micro-cache's loads: requests that miss together read once; a clear() is never undone by a load it overtook.
import { describe, expect, it } from 'vitest';
import { createPublicCache } from './public-cache.ts';

/** A load that answers when told to, counting how often it was started. */
function gatedLoad() {
  const started: ((body: string) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      started.push(resolve);
      failures.push(reject);
    });
  return { load, started, failures };
}

describe('the public micro-cache', () => {
  it('gives requests that miss together one load, then keeps its answer until it expires', async () => {
    let time = 0;
    const cache = createPublicCache(() => time, 2_000);
    const { load, started } = gatedLoad();
    const answers = Promise.all(Array.from({ length: 40 }, () => cache.load('store:meera', load)));
    expect(started).toHaveLength(1);
    started[0]?.('{"items":[]}');
    const bodies = await answers;
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]?.body).toBe('{"items":[]}');
    expect((await cache.load('store:meera', load)).body).toBe('{"items":[]}');
    expect(started).toHaveLength(1);
    time = 2_000;
    const again = cache.load('store:meera', load);
    expect(started).toHaveLength(2);
    started[1]?.('{"items":[1]}');
    expect((await again).body).toBe('{"items":[1]}');
  });

  it('does not keep a load a clear() overtook, and loads afresh for requests after the clear', async () => {
    const cache = createPublicCache();
    const { load, started } = gatedLoad();
    const before = cache.load('store:meera', load);
    cache.clear();
    const after = cache.load('store:meera', load);
    expect(started).toHaveLength(2);
    started[0]?.('old');
    started[1]?.('new');
    expect((await before).body).toBe('old');
    expect((await after).body).toBe('new');
    expect(cache.get('store:meera')?.body).toBe('new');
  });

  it('passes a failed load to every request that joined it, and tries again on the next', async () => {
    const cache = createPublicCache();
    const { load, started, failures } = gatedLoad();
    const joined = [cache.load('store:meera', load), cache.load('store:meera', load)];
    failures[0]?.(new Error('the database is away'));
    for (const answer of joined) await expect(answer).rejects.toThrow('the database is away');
    expect(cache.get('store:meera')).toBeUndefined();
    const next = cache.load('store:meera', load);
    expect(started).toHaveLength(2);
    started[1]?.('back');
    expect((await next).body).toBe('back');
  });
});
