// Names for rolldown's code-splitting groups (vite.config.ts): a group takes the modules a root module needs
// synchronously, that is every module reached from it through static imports, not through dynamic import()
// (those stay lazy chunks of their own).
import type { Rolldown } from 'vite';

export type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

export interface ReachOptions {
  /** Only these modules may join the group (others, e.g. the bundler's own helpers, stay where they are). */
  within: RegExp;
  /** Modules that never join it, even when the root imports them. */
  except?: RegExp;
}

/**
 * A group name function: `name` for every module matching `within` that `root` imports statically, directly or
 * through other modules; nothing (no group) for the root itself, so it keeps its own chunk and manifest entry,
 * and for anything else.
 */
export function staticallyImportedBy(name: string, root: RegExp, { within, except }: ReachOptions) {
  const reached = new Set<string>();
  const reaches = (id: string, ctx: ChunkingContext, seen: Set<string>): boolean => {
    if (root.test(id) || reached.has(id)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    const found = (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => reaches(importer, ctx, seen));
    // Only a positive answer is kept: a negative one may come from a cycle still being walked.
    if (found) reached.add(id);
    return found;
  };
  return (id: string, ctx: ChunkingContext) => {
    if (root.test(id) || !within.test(id) || except?.test(id)) return null;
    return reaches(id, ctx, new Set()) ? name : null;
  };
}
