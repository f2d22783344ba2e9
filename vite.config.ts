import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig(({ isSsrBuild }) => ({
  // The server-rendering half (dist/ssr) needs the code only; the public folder goes with the browser's build.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload a server-rendered page's route chunks (decision 027).
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs travel in one chunk instead of many small ones.
        codeSplitting: {
          groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|class-variance-authority|clsx|tailwind-merge)[\\/]/ }],
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
