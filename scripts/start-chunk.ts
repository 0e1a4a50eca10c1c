import { resolve } from 'node:path';

type TModuleInfo = { importedIds: readonly string[] };
type TContext = { getModuleInfo(id: string): TModuleInfo | null };

/**
 * Issue #36: every module the entry imports statically is loaded at every start anyway, so they
 * make one chunk instead of the ~20 that shared modules otherwise become. The entry itself, and
 * the stylesheet it imports, stay in the entry chunk: a stylesheet of a chunk that screens import
 * would be added to the page again as each screen loads, and a saved snapshot is drawn only under
 * the stylesheets it was saved with (ADR 016).
 */
export function startChunk(entry = resolve('src/main.tsx')) {
  let closure = new Set<string>();
  // The bundler hands out the same module records within one chunking pass: new ones mean a new
  // build (watch mode, a second build in one process), whose graph is walked again.
  let walkedFrom: TModuleInfo | null = null;
  const walk = (ctx: TContext) => {
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (id: string, ctx: TContext) => {
    const root = ctx.getModuleInfo(entry);
    if (root !== walkedFrom) {
      walkedFrom = root;
      closure = walk(ctx);
    }
    return id !== entry && !id.endsWith('.css') && closure.has(id) ? 'start' : null;
  };
}
