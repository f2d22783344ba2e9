import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '#shared/contracts/auth.ts';
import { startSessionKeeper } from './session-keeper.ts';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

function sessionExpiringIn(ms: number): NonNullable<Session> {
  return {
    session: { expiresAt: new Date(Date.now() + ms), token: 't' },
    user: { id: 'u1', email: 'a@example.in', name: 'A', emailVerified: true },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
});

function keeper(known: Session, overrides: Partial<Parameters<typeof startSessionKeeper>[0]> = {}) {
  let current = known;
  const calls = {
    check: vi.fn<() => Promise<Session>>(async () => current),
    refresh: vi.fn<() => Promise<Session>>(async () => sessionExpiringIn(7 * 86_400_000)),
    onSession: vi.fn<(session: Session) => void>((session) => {
      current = session;
    }),
    onRevoked: vi.fn<() => void>(),
  };
  const stop = startSessionKeeper({ current: () => current, ...calls, ...overrides });
  return { calls, stop };
}

describe('session keeper', () => {
  it('checks the session every 30 s and notices a revoked session within one tick', async () => {
    const { calls, stop } = keeper(sessionExpiringIn(7 * 86_400_000));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls.check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.check).toHaveBeenCalledTimes(1);
    expect(calls.onRevoked).not.toHaveBeenCalled();

    calls.check.mockResolvedValueOnce(null);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.onRevoked).toHaveBeenCalledTimes(1);
    stop();
  });

  it('refreshes when 3 ticks or fewer remain before expiry, and only then', async () => {
    const { calls, stop } = keeper(sessionExpiringIn(3 * 30_000 + 30_000 + 1));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.check).toHaveBeenCalledTimes(1);
    expect(calls.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    expect(calls.onSession).toHaveBeenLastCalledWith(expect.objectContaining({ session: expect.anything() }));
    stop();
  });

  it('retries a failed refresh with exponential backoff from 200 ms', async () => {
    const refresh = vi
      .fn<() => Promise<Session>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockRejectedValueOnce(new Error('502'))
      .mockResolvedValue(sessionExpiringIn(7 * 86_400_000));
    const { calls, stop } = keeper(sessionExpiringIn(60_000), { refresh });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(calls.onSession).toHaveBeenCalledTimes(1);
    expect(calls.onRevoked).not.toHaveBeenCalled();
    stop();
  });

  it('does nothing while signed out, and nothing after stop', async () => {
    const { calls, stop } = keeper(null);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(calls.check).not.toHaveBeenCalled();
    stop();
    const second = keeper(sessionExpiringIn(86_400_000));
    second.stop();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(second.calls.check).not.toHaveBeenCalled();
  });
});
