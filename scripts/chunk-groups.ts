import { resolve } from 'node:path';

type TModuleInfo = { importedIds: readonly string[] };
type TContext = { getModuleInfo(id: string): TModuleInfo | null };
type TName = (id: string, ctx: TContext) => string | null;

/** Every module `from` reaches through static imports, itself included. */
function closureOf(ctx: TContext, from: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Runs `walk` again for each new build. The bundler hands out the same module records within one
 * chunking pass: a new record for the entry means a new build (watch mode, a second build in one
 * process), whose graph is walked again.
 */
function perBuild<T>(entry: string, walk: (ctx: TContext) => T) {
  let walkedFrom: TModuleInfo | null = null;
  let walked: T;
  return (ctx: TContext): T => {
    const root = ctx.getModuleInfo(entry);
    if (root !== walkedFrom) {
      walkedFrom = root;
      walked = walk(ctx);
    }
    return walked;
  };
}

/**
 * Code that must never ride along with a screen that does not use it: libraries the start does not
 * load (zod, react-hook-form, PouchDB, ...) but zustand's few lines, the schemas and forms built on
 * zod, the catalogues (one language's area each) and the admin's desk.
 */
const HEAVY =
  /\/node_modules\/(?!zustand\/)|\/src\/(i18n\/catalogues|domain\/schemas|domain\/forms|features\/admin)\//;

/** What one build's module graph says: the start, which modules are light, who reaches each. */
function layersOf(ctx: TContext, entry: string, firstPages: Record<string, readonly string[]>) {
  const start = closureOf(ctx, [entry]);
  const isHeavy = (id: string) => HEAVY.test(id) || !/\/(src|node_modules)\//.test(id) || id.endsWith('.css');
  // Light: nothing heavy among everything it imports, the start aside. A whole walk per module,
  // not a recursion, so a module in an import cycle is judged by the whole cycle.
  const light = new Map<string, boolean>();
  const isLight = (id: string): boolean => {
    if (start.has(id)) return true;
    const known = light.get(id);
    if (known !== undefined) return known;
    const seen = new Set<string>();
    const stack = [id];
    let isIt = true;
    while (stack.length && isIt) {
      const next = stack.pop()!;
      if (seen.has(next) || start.has(next)) continue;
      seen.add(next);
      if (isHeavy(next)) isIt = false;
      else stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    light.set(id, isIt);
    return isIt;
  };
  // Which families of first pages reach each module.
  const reachedBy = new Map<string, string[]>();
  for (const [family, pages] of Object.entries(firstPages))
    for (const id of closureOf(ctx, pages)) reachedBy.set(id, [...(reachedBy.get(id) ?? []), family]);
  return { start, isLight, reachedBy };
}

/**
 * Issue #36, ADR 044: the chunks a repeat visit loads, few, since every file costs a phone's main
 * thread a few milliseconds to request, receive and link, whatever its size. Left to the bundler,
 * each set of screens sharing a module made a chunk of its own (a 135-byte one among them):
 * `/my-league` loaded 23. Two group functions over one walk of the graph per build:
 *
 * `start`: every module the entry imports statically, which every start loads anyway, and the
 * light modules that two families of first pages or more reach (`firstPages`, family → screen
 * modules): the pages a first visit opens on (the drawn public pages, sign-in, a player's link)
 * load most of them, and so does every signed-in screen, so they cost no file of their own. The
 * entry itself, and the stylesheet it imports, stay in the entry chunk: a stylesheet of a chunk
 * that screens import would be added to the page again as each screen loads, and a saved
 * snapshot is drawn only under the stylesheets it was saved with (ADR 016).
 *
 * `shared`: the other light modules that two chunks or more share (the group's `minShareCount`).
 * A module is light when it and everything it imports is the start's or light: no library, schema
 * or catalogue of its own. They go into one chunk per first-page family that reaches them
 * (`shared-signIn`), so each such page loads about what it loaded before and keeps its budget, or
 * else into one chunk, `screens`, which the signed-in screens share. A screen then loads the
 * start, `screens`, its families' chunks and its own chunk, plus whatever heavy code it uses.
 */
export function chunkGroups(
  firstPages: Record<string, readonly string[]>,
  entry = resolve('src/main.tsx'),
): { start: TName; shared: TName } {
  const layers = perBuild(entry, (ctx) => layersOf(ctx, entry, firstPages));
  const isStart = (id: string, ctx: TContext) => {
    const { start, isLight, reachedBy } = layers(ctx);
    if (id === entry || id.endsWith('.css')) return false;
    return start.has(id) || ((reachedBy.get(id)?.length ?? 0) >= 2 && isLight(id));
  };
  return {
    start: (id, ctx) => (isStart(id, ctx) ? 'start' : null),
    shared: (id, ctx) => {
      const { start, isLight, reachedBy } = layers(ctx);
      if (start.has(id) || isStart(id, ctx) || !isLight(id)) return null;
      const families = reachedBy.get(id);
      return families ? `shared-${families.join('+')}` : 'screens';
    },
  };
}
