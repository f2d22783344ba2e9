import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugins } from './scripts/lingui-vite.ts';
import { precompress } from './scripts/precompress.ts';
import { publicFilesArePure } from './scripts/public-files.ts';
import { staticallyImportedBy } from './scripts/chunk-groups.ts';

const apiPort = Number(process.env.PORT ?? 3000);
/** The chunks `start.tsx` imports statically (the groups below): loaded before anything is lazy-loaded. */
const alwaysLoaded = /(^|\/)(vendor|app|preload-helper|rolldown-runtime)-[\w-]{8}\.js$/;
/** The libraries every page needs, for the vendor group below. */
const vendorCode =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|class-variance-authority|clsx|tailwind-merge)[\\/]/;
/** Query hooks only screens further in use need (paged lists, several queries at once, changes): their screens load them. */
const laterQueries =
  /[\\/](infiniteQueryObserver|queriesObserver|useInfiniteQuery|useQueries|mutationObserver|useMutation)\.js$/;
/** The app's own modules and its icons, which the code-splitting groups below gather. */
const appCode = /[\\/](src|node_modules[\\/]lucide-react)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  // The server-rendering half (dist/ssr) needs the code only; the public folder goes with the browser's build.
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: {
      'use-sync-external-store/shim': fileURLToPath(
        new URL('src/web/lib/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  plugins: [...linguiPlugins(), react(), tailwindcss(), publicFilesArePure(), precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload a server-rendered page's route chunks (decision 027).
    manifest: true,
    // Every browser Haat supports preloads modules itself (Chrome 66, Safari 17, Firefox 115).
    modulePreload: {
      polyfill: false,
      // A lazy chunk's preload list leaves out what the entry loads before any screen (the libraries, the shell, the
      // runtime): it is always there by then, and each name costs every chunk that lazy-loads a screen.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !alwaysLoaded.test(dep)),
    },
    rolldownOptions: {
      output: {
        // Fewer, larger files for the pages buyers land on (decision 030): every file gzips on its own, so a
        // screen spread over 28 small files costs about a fifth more bytes than the same code in a few.
        codeSplitting: {
          groups: [
            // The libraries every page needs.
            {
              name: 'vendor',
              priority: 3,
              test: (id: string) => vendorCode.test(id) && !laterQueries.test(id),
            },
            // Vite's helper that fetches a lazy chunk's imports beside it: the entry uses it before the app.
            { name: 'preload-helper', priority: 4, test: /^\0vite[\\/]preload-helper/ },
            // Everything the app's shell needs before any screen (every page loads it).
            {
              debugName: 'app',
              name: staticallyImportedBy('app', /src[\\/]web[\\/]start\.tsx$/, { within: appCode }),
              priority: 2,
            },
            // What a creator's store shares with other screens (product cards, prices, icons), in one file
            // beside the store's own chunk; other screens that use part of it load its few kilobytes whole. Every
            // screen keeps a chunk of its own.
            {
              debugName: 'storefront',
              name: staticallyImportedBy('storefront', /src[\\/]web[\\/]app[\\/]routes[\\/]creator-store\.tsx$/, {
                within: appCode,
                except: /src[\\/]web[\\/]app[\\/]routes[\\/]/,
              }),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
      '/media': { target: `http://localhost:${apiPort}` },
    },
  },
}));
