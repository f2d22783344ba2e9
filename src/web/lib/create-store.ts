import { useSyncExternalStore } from 'react';

/**
 * A tiny global store for truly global UI state (sidebar, center panel,
 * toasts). Server state belongs in TanStack Query, not here.
 * `serverState` is what a server-rendered page showed (decision 027): hydration
 * starts from it, then React moves to the browser's state (e.g. what local storage held).
 */
export function createStore<T>(initial: T, serverSnapshot: T = initial) {
  let state = initial;
  let serverState = serverSnapshot;
  const listeners = new Set<() => void>();
  const get = () => state;
  const set = (next: T | ((previous: T) => T)) => {
    state = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
    for (const listener of listeners) listener();
  };
  /**
   * What a server-rendered page shows (decision 027), e.g. the product a shared link opened: the state, and the
   * snapshot hydration starts from, so the browser's first render finds what the server drew.
   */
  const seed = (value: T) => {
    serverState = value;
    set(value);
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function useStore(): T;
  function useStore<S>(select: (state: T) => S): S;
  function useStore<S>(select?: (state: T) => S) {
    return useSyncExternalStore(
      subscribe,
      () => (select ? select(state) : state),
      () => (select ? select(serverState) : serverState),
    );
  }
  return { get, set, seed, subscribe, useStore };
}
