import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A circle of imports, even of types only, ties two modules' changes together (issue #35 found
// src/data/perf.ts and src/data/snapshot.ts importing each other). None is allowed in src/.
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [resolve(path)] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:import|export)[^'";]*?from\s+'(\.{1,2}\/[^']+)'/g)];
  return found.map((m) => resolve(dirname(file), m[1]!));
}

function findCircle(files: string[]): string[] | null {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done' || !graph.has(file)) return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file)!) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of files) {
    const circle = visit(file);
    if (circle) return circle;
  }
  return null;
}

describe('imports', () => {
  it('form no circle in src/, not even through types', () => {
    const root = resolve('src');
    const circle = findCircle(sourcesUnder(root));
    expect(circle?.map((file) => file.slice(root.length + 1)) ?? null).toBeNull();
  });
});
