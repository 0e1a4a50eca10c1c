import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #18, as a class: every text input caps its length (with the shared schema's constant),
// and no input is type="number", which accepts "1e1", "-3" and "2.5".
const SRC = join(import.meta.dirname, '../../src');
const NOT_TEXT = new Set(['checkbox', 'radio', 'date', 'time', 'file', 'hidden', 'datetime-local']);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** Each JSX opening tag of a text control: its source, up to the tag's end (braces balanced). */
function controls(source: string): { tag: string; line: number }[] {
  const found = [];
  for (const match of source.matchAll(/<(TextField|input|textarea)\b/g)) {
    let i = match.index + match[0].length;
    let depth = 0;
    for (; i < source.length; i += 1) {
      const c = source[i];
      if (c === '{') depth += 1;
      else if (c === '}') depth -= 1;
      else if (depth === 0 && c === '>') break;
    }
    found.push({ tag: source.slice(match.index, i), line: source.slice(0, match.index).split('\n').length });
  }
  return found;
}

describe('inputs', () => {
  const files = tsxFiles(SRC).filter((file) => !file.endsWith(join('ui', 'Field.tsx')));

  it('finds the app’s forms', () => {
    expect(files.flatMap((file) => controls(readFileSync(file, 'utf8'))).length).toBeGreaterThan(50);
  });

  it('every text input and text area has a maxLength', () => {
    const missing = files.flatMap((file) =>
      controls(readFileSync(file, 'utf8'))
        .filter(({ tag }) => {
          const type = /type=["{]'?([\w-]+)/.exec(tag)?.[1];
          return !(type && NOT_TEXT.has(type)) && !tag.includes('maxLength');
        })
        .map(({ line }) => `${file.slice(SRC.length + 1)}:${line}`),
    );
    expect(missing).toEqual([]);
  });

  it('no input is type="number" (NumberField keeps digits only)', () => {
    const numeric = files.filter((file) => /type=["{]'?number/.test(readFileSync(file, 'utf8')));
    expect(numeric).toEqual([]);
  });
});

/** A custom column list with a bare `fr` track: its minimum is its content, so it can widen the page. */
const contentSized = (cls: string) =>
  [...cls.matchAll(/grid-cols-\[([^\]]*)\]/g)].some(([, tracks]) =>
    tracks!.split('_').some((track) => /fr/.test(track) && !track.startsWith('minmax(0,')),
  );

// Issue #18, as a class: wide content scrolls inside a ScrollBox (keyboard-reachable, named), and
// a grid's columns may shrink below their content (minmax(0, …)), so nothing widens the page.
describe('wide content', () => {
  const files = tsxFiles(SRC).filter((file) => !file.endsWith(join('ui', 'ScrollBox.tsx')));
  const sources = files.map((file) => ({
    file: file.slice(SRC.length + 1),
    source: readFileSync(file, 'utf8'),
  }));

  it('scrolls sideways only inside a ScrollBox', () => {
    expect(
      sources.filter(({ source }) => /overflow-x-(auto|scroll)/.test(source)).map((s) => s.file),
    ).toEqual([]);
    expect(sources.filter(({ source }) => source.includes('<ScrollBox')).length).toBeGreaterThanOrEqual(4);
  });

  it('every grid says its phone columns, and none is sized by its content', () => {
    const loose = sources.flatMap(({ file, source }) =>
      [...source.matchAll(/className=[{"`][^"`]*\bgrid\b[^"`]*/g)]
        .map((m) => m[0])
        .filter((cls) => !/(^|[\s"`])grid-cols-/.test(cls) || contentSized(cls))
        .map((cls) => `${file}: ${cls}`),
    );
    expect(loose).toEqual([]);
  });
});
