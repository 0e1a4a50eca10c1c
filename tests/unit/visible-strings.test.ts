import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue #29's guard: a word a person reads is written in the catalogues, never in a screen. This
// walks the syntax of every file under src/ (the catalogues and the shared rules aside) and lists
// text in JSX, string literals in the attributes people read, and texts given to toasts.

const ROOT = new URL('../../src/', import.meta.url).pathname;
const SKIP = /\/i18n\/catalogues\/|\.d\.ts$/;
/** Attributes whose value a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'alt',
  'confirmLabel',
  'description',
  'hint',
  'label',
  'legend',
  'message',
  'nameHeader',
  'placeholder',
  'submitLabel',
  'text',
  'title',
  'what',
]);
const TOAST_CALL = /^toast\.(success|error|info)$/;
/** A literal a person would read: a letter in it (symbols such as ✕ or · are not words). */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(path) && !SKIP.test(path) ? [path] : [];
  });
}

/** The string literals an expression shows: itself, or the branches of ?:, ?? and ||. */
function shownLiterals(expr: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(expr)) return shownLiterals(expr.expression);
  if (ts.isConditionalExpression(expr))
    return [...shownLiterals(expr.whenTrue), ...shownLiterals(expr.whenFalse)];
  if (
    ts.isBinaryExpression(expr) &&
    (expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      expr.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  )
    return [...shownLiterals(expr.left), ...shownLiterals(expr.right)];
  if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
    return shownLiterals(expr.right);
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr))
    return hasWords(expr.text) ? [expr] : [];
  if (ts.isTemplateExpression(expr)) {
    const text = [expr.head.text, ...expr.templateSpans.map((s) => s.literal.text)].join(' ');
    return hasWords(text) ? [expr] : [];
  }
  return [];
}

function visibleStrings(path: string, code: string): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, kind);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node);
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      found.push(...shownLiterals(node.expression));
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value) && hasWords(value.text)) found.push(value);
      if (ts.isJsxExpression(value) && value.expression) found.push(...shownLiterals(value.expression));
    }
    if (ts.isCallExpression(node) && TOAST_CALL.test(node.expression.getText(file)) && node.arguments[0])
      found.push(...shownLiterals(node.arguments[0]));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.map((node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    return `${path.replace(ROOT, 'src/')}:${line + 1}: ${node.getText(file).trim().slice(0, 80)}`;
  });
}

describe('every word a person reads comes from the catalogue', () => {
  it('finds text in JSX, read attributes and toasts (the check checks)', () => {
    const sample = `const A = () => <p title="Hello there" aria-label={x ? 'Open menu' : t('k')}>Hi {name}<b>{'Bye now'}</b></p>;
      toast.error(\`Not saved: \${why}\`);
      const ok = () => <p className="text-sm" title={t('k')}>{t('k')} ✕ · {count}</p>;`;
    expect(visibleStrings('sample.tsx', sample).map((s) => s.split(': ').slice(1).join(': '))).toEqual([
      '"Hello there"',
      "'Open menu'",
      'Hi',
      "'Bye now'",
      `\`Not saved: ${'$'}{why}\``,
    ]);
  });

  it('has none in the app', () => {
    const found = sourceFiles(ROOT).flatMap((path) => visibleStrings(path, readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});
