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
/** Props of our own components that draw their value as text. */
const SHOWN_PROPS = new Set(['value', 'detail']);
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
    // A component's `value` or `detail` is shown (a stat card's figure), unlike an input's value.
    if (
      ts.isJsxAttribute(node) &&
      SHOWN_PROPS.has(node.name.getText(file)) &&
      /^[A-Z]/.test(node.parent.parent.tagName.getText(file)) &&
      node.initializer &&
      ts.isJsxExpression(node.initializer) &&
      node.initializer.expression
    )
      found.push(...shownLiterals(node.initializer.expression));
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

/** Attributes and calls whose strings are for the machine, not for people. */
const TECHNICAL_ATTRIBUTES = new Set([
  'className',
  'id',
  'type',
  'role',
  'href',
  'to',
  'name',
  'htmlFor',
  'autoComplete',
  'inputMode',
  'key',
  'rel',
  'target',
  'lang',
  'variant',
  'kind',
  'tone',
  'pattern',
  'accept',
  'src',
  'value',
]);
const TECHNICAL_CALLS =
  /^(t|tIn|console\.\w+|Error|querySelector\w*|getElementById|addEventListener|mark\w*|measure)$/;
const STYLE_CLASSES =
  /(^| )(bg|text|flex|grid|min|max|px|py|rounded|border|font|mt|mb|gap|items|justify|sr|w|h)-/;
/** Data, not words: values stored or typed as they are (a default venue, a stored level). */
const DATA_LITERALS = new Set([
  'src/features/admin/LeagueForm.tsx: New York',
  'src/features/admin/GenerateSeason.tsx: Field 1',
  'src/features/admin/GenerateSeason.tsx: Field …',
  'src/data/referee.ts: Completed',
  'src/data/referee.ts: Assigned to You',
  'src/data/referee.ts: Available',
  'src/data/referee.ts: Scheduled',
  'src/data/outbox.ts: Unknown database …',
  'src/domain/schemas/player.ts: Player',
  'src/domain/schemas/league.ts: First Division',
  'src/domain/match-import.ts: Field 1',
  'src/domain/match-import.ts: Field 2',
  'src/domain/limits.ts: Beginner',
  'src/domain/limits.ts: Intermediate',
  'src/domain/limits.ts: Advanced',
  'src/domain/limits.ts: First Division',
  'src/domain/limits.ts: Second Division',
  'src/domain/csv.ts: Pts',
  'src/domain/dates.ts: Jan',
  'src/domain/dates.ts: Feb',
  'src/domain/dates.ts: Mar',
  'src/domain/dates.ts: Apr',
  'src/domain/dates.ts: May',
  'src/domain/dates.ts: Jun',
  'src/domain/dates.ts: Jul',
  'src/domain/dates.ts: Aug',
  'src/domain/dates.ts: Sep',
  'src/domain/dates.ts: Oct',
  'src/domain/dates.ts: Nov',
  'src/domain/dates.ts: Dec',
  'src/i18n/core.ts: English',
  'src/i18n/core.ts: Español',
  'src/i18n/core.ts: Français',
  // Tailwind classes in a template.
  'src/ui/ScrollBox.tsx: relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700 …',
]);

const isInType = (node: ts.Node) => {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) if (ts.isTypeNode(at)) return true;
  return false;
};

/** Any other literal that reads as words ("Save League", "no reason given") outside the catalogue. */
function wordLiterals(path: string, code: string): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')
        : node.text;
      const parent = node.parent;
      const callee =
        ts.isCallExpression(parent) || ts.isNewExpression(parent) ? parent.expression.getText(file) : '';
      const isMachine =
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        ts.isImportDeclaration(parent) ||
        ts.isExportDeclaration(parent) ||
        isInType(node) ||
        (ts.isBinaryExpression(parent) && /^[!=]==?$/.test(parent.operatorToken.getText(file))) ||
        TECHNICAL_CALLS.test(callee) ||
        (ts.isJsxAttribute(parent) && TECHNICAL_ATTRIBUTES.has(parent.name.getText(file))) ||
        STYLE_CLASSES.test(text) ||
        /^(application|text|image|data)[/:]/.test(text);
      const readsAsWords =
        /(^\p{Lu}\p{Ll}+( |$|[:.,!?])|\p{Ll} \p{Ll})/u.test(text) && /\p{L}{2,}/u.test(text);
      if (readsAsWords && !isMachine) {
        const shown = ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…')
          : node.text;
        const entry = `${path.replace(ROOT, 'src/')}: ${shown}`;
        if (!DATA_LITERALS.has(entry)) found.push(entry);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
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

  it('finds words in any other literal, but not class names, ids or comparisons', () => {
    const sample = `const a = { label: 'Save League', kind: 'primary' };
      if (status === 'Not played') x = cn('bg-brand-700 text-white');
      const b = fallback ?? 'no reason given';
      import x from './Some file.ts';`;
    expect(wordLiterals(`${ROOT}sample.ts`, sample)).toEqual([
      'src/sample.ts: Save League',
      'src/sample.ts: no reason given',
    ]);
  });

  it('has no other word literal in the app, beyond the data it lists', () => {
    const found = sourceFiles(ROOT).flatMap((path) => wordLiterals(path, readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('has none in the app', () => {
    const found = sourceFiles(ROOT).flatMap((path) => visibleStrings(path, readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});
