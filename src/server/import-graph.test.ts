// No import circle between source files, type imports included: a circle hides which file depends on which, and
// one through a module's values fails at start-up in an order nobody chose.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');
const aliases: Record<string, string> = { '#shared/': 'src/shared/', '#server/': 'src/server/', '#web/': 'src/web/' };
const importPattern = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('/locales/'));
}

/** Each file's imports of other files of the tree (static imports and re-exports, `import type` included). */
function importGraph(folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(folder)) {
    const targets = [...readFileSync(path.join(root, file), 'utf8').matchAll(importPattern)].flatMap((match) => {
      const specifier = match[1] ?? '';
      const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
      if (alias) return [path.normalize(aliases[alias] + specifier.slice(alias.length))];
      return specifier.startsWith('.') ? [path.normalize(path.join(path.dirname(file), specifier))] : [];
    });
    graph.set(file, targets);
  }
  return graph;
}

/** The import circles: strongly connected components of more than one file (Tarjan), or a file importing itself. */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.toSorted());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the import graph', () => {
  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it.each(['src/server', 'src/web', 'src/shared'])('has no circle in %s', (folder) => {
    const graph = importGraph(folder);
    expect(graph.size).toBeGreaterThan(20);
    expect(circles(graph)).toEqual([]);
  });
});
