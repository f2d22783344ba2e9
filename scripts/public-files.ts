// A Vite plugin: a web feature's `public.ts` (decision 034) only re-exports what other features may use, so the
// bundle treats it as free of side effects. Importing one name from it then brings that name's module alone, as a
// direct import would: without this, every module it lists (and the chunk it lands in) would load with it, and the
// file itself would become a chunk of its own.
import type { Plugin } from 'vite';

export const publicFile = /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]public\.ts$/;

export function publicFilesArePure(): Plugin {
  return {
    name: 'haat:public-files-are-pure',
    transform: {
      filter: { id: publicFile },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}
