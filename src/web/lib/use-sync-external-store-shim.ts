// React 18 and later have useSyncExternalStore: Lingui's React binding asks for the shim that older React needed,
// and the build answers with React's own (vite.config.ts), 0.4 KB less on every page's first load.
export { useSyncExternalStore } from 'react';
