import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a server-rendered page is drawn (on the server, and while the browser adopts its markup), true once
 * the app runs it: a control that does nothing until then can say so (decision 075).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
