import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's folder (the one with package.json), found by walking up from this file. The server runs from its
 * sources (`src/server`, tests and development) or from its build (`dist/server`, `npm start`, decision 081), and
 * a module's own location differs between the two; files the server reads at run time (the migrations, the web
 * build, the invoices' fonts) are named from here instead.
 */
export const projectRoot = findProjectRoot(import.meta.dirname);

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/** The server is running from its build (`dist/server`), not from its TypeScript sources. */
export const runsFromBuild = !import.meta.url.endsWith('.ts');
