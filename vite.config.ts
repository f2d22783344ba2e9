import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugins } from './scripts/lingui-vite.ts';
import { precompress } from './scripts/precompress.ts';
import { publicFilesArePure } from './scripts/public-files.ts';
import { type ChunkingContext, staticallyImportedBy } from './scripts/chunk-groups.ts';

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

const routeModule = (path: string) => new RegExp(`src[\\\\/]web[\\\\/]app[\\\\/]routes[\\\\/]${path}\\.tsx$`);
const ownModules = { within: appCode, except: /src[\\/]web[\\/]app[\\/]routes[\\/]/ };
const isVendor = (id: string) => vendorCode.test(id) && !laterQueries.test(id);
const appModules = staticallyImportedBy('app', /src[\\/]web[\\/]start\.tsx$/, { within: appCode });
const storefrontModules = staticallyImportedBy('storefront', routeModule('creator-store'), ownModules);
const popupReaches = staticallyImportedBy('popup-parts', routeModule('creator-store[\\\\/]product-popup'), ownModules);
/**
 * What the other pages buyers land on load without anyone asking: `/` and `/shop`, and the shell's lazy parts every
 * page loads once it is idle (app-layout.tsx: the toaster, the legal footer, the AI Manager's button).
 */
const otherLandingPages = [
  routeModule('home'),
  routeModule('shop'),
  /src[\\/]web[\\/]components[\\/]ui[\\/]toaster\.tsx$/,
  /src[\\/]web[\\/]features[\\/]grievances[\\/]components[\\/]operator-footer\.tsx$/,
  /src[\\/]web[\\/]features[\\/]ai-manager[\\/]components[\\/]ai-manager-button\.tsx$/,
].map((root) => staticallyImportedBy('landing', root, ownModules));
/** In a chunk every page loads before its screen (the groups above the popup's). */
const alwaysThere = (id: string, ctx: ChunkingContext) =>
  isVendor(id) || appModules(id, ctx) !== null || storefrontModules(id, ctx) !== null;
/** Whether a module, or anything it imports, is part of those (remembered: the graph does not change). */
const sharedWithLandingPages = new Set<string>();
function touchesLandingPages(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (sharedWithLandingPages.has(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const answer =
    otherLandingPages.some((reaches) => reaches(id, ctx)) ||
    (ctx.getModuleInfo(id)?.importedIds ?? []).some(
      (imported) => !alwaysThere(imported, ctx) && touchesLandingPages(imported, ctx, seen),
    );
  // Only a positive answer is kept: a negative one may come from a cycle still being walked.
  if (answer) sharedWithLandingPages.add(id);
  return answer;
}
/**
 * The popup-parts group: what the product link's popup imports, less what those use. A group takes the
 * modules its members import along (rolldown's `includeDependenciesRecursively`), so a module that imports one of
 * theirs stays out too, in the popup's own chunk.
 */
const popupParts = (id: string, ctx: ChunkingContext) => (touchesLandingPages(id, ctx) ? null : popupReaches(id, ctx));

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
              test: isVendor,
            },
            // Vite's helper that fetches a lazy chunk's imports beside it: the entry uses it before the app.
            { name: 'preload-helper', priority: 4, test: /^\0vite[\\/]preload-helper/ },
            // Everything the app's shell needs before any screen (every page loads it).
            {
              debugName: 'app',
              name: appModules,
              priority: 2,
            },
            // What a creator's store shares with other screens (product cards, prices, icons), in one file
            // beside the store's own chunk; other screens that use part of it load its few kilobytes whole. Every
            // screen keeps a chunk of its own.
            {
              debugName: 'storefront',
              name: storefrontModules,
              priority: 1,
            },
            // What a product link's popup needs beyond the store (its parts, the delivery check, the cart's and the
            // lists' changes, their icons) in one file beside the popup's own (decision 087): a shared product link
            // loaded 24 files more than its store, each a request, a preload link and a task of its own. What the
            // other landing pages load stays out of it, so they never load it; other screens that use part of it
            // load it whole.
            { debugName: 'popup', name: popupParts, priority: 1 },
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
