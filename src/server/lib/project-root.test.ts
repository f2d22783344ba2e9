import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/migrate.ts';
import { projectRoot, runsFromBuild } from './project-root.ts';

describe('projectRoot', () => {
  it('is the folder of Haat’s package.json, where the files the server reads at run time are', () => {
    const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { name: string };
    expect(manifest.name).toBe('haat');
    expect(existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))).toBe(true);
    expect(existsSync(path.join(projectRoot, 'src/server/features/invoices/fonts'))).toBe(true);
  });

  it('knows the tests run the sources, not the build', () => {
    expect(runsFromBuild).toBe(false);
  });
});
