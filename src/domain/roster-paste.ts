import { JERSEY_MAX, JERSEY_MIN, NAME_MAX } from './limits.ts';
import { isInternationalPhone, normalisePhone } from './phone.ts';

// ADR 074: a captain's team list, pasted as it sits in the group chat or a spreadsheet, read one
// player a line: "1. Luis Silva #9 (917) 555-0100", "9 Kofi Mensah", "Silva, Luis, 9". No zod
// here: the form's schema (forms/roster-paste-form.ts) runs the roster's own rules on the result.

/** What a pasted list may hold: a roster's worth of lines and then some blank ones. */
export const PASTE_TEXT_MAX = 6000;

export type TPastedPlayer = {
  /** The line it came from, 1 for the first (blank lines counted, as the captain sees them). */
  line: number;
  firstName: string;
  lastName: string;
  /** 0 when the line gave none, as the roster stores "no number". */
  jerseyNumber: number;
  /** Stored form (+19175550100), or null. */
  phone: string | null;
  /** What on the line could not be read: a phone that is no phone, a single name. */
  problem: 'oneName' | 'phone' | 'nameTooLong' | null;
};

/** A list marker the chat or a numbered list put first: "1.", "12)", "-", "*", "•". */
const MARKER = /^\s*(?:\d{1,3}[.)]\s+|[-*•·–]\s*)/u;
/** A US phone as people type it ("(917) 555-0100", "917.555.0100", "+1 917 555 0100"), or an
 * international one with its "+". */
const PHONES = [
  /(?<![\d+])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/,
  /\+\d[\d\s().-]{6,}\d(?!\d)/,
];
/** A jersey number said as one: "#9", "No. 9", "nº 9", "n° 9", "(9)". */
const SAID_NUMBER = /(?:#|\bno\.?\s*|\bn[º°]\s*)(\d{1,2})\b|\((\d{1,2})\)/iu;
/** A number standing alone as a word, or as a spreadsheet's cell. */
const BARE_NUMBER = /(?:^|[\s,;|])(\d{1,2})(?=[\s,;|]|$)/;
/** Words that are a column's name, not a player's: a spreadsheet's header row is skipped. */
const HEADER =
  /^(?:first|last|name|names|number|no|jersey|phone|nombre|apellido|número|teléfono|prénom|nom|numéro|téléphone)$/iu;

/** A number standing alone, taken as the jersey (1-99), and the text without it. */
function jerseyOf(text: string): { jersey: number; rest: string } {
  const found = BARE_NUMBER.exec(text);
  const n = Number(found?.[1] ?? 0);
  if (!found || n < JERSEY_MIN || n > JERSEY_MAX) return { jersey: 0, rest: text };
  return { jersey: n, rest: `${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}` };
}

/** One line of the list, or null for a line with no name on it (blank, a header, a number alone). */
export function readPastedLine(raw: string, line: number): TPastedPlayer | null {
  const listed = raw.replace(MARKER, ' ');
  // A heading ("Squad for Sunday:") is not a player.
  if (/:\s*$/.test(listed)) return null;
  // "#9" first: its digit would otherwise open the phone after it.
  const said = SAID_NUMBER.exec(listed);
  let text = said ? listed.replace(said[0], ' ') : listed;
  let phone: string | null = null;
  let problem: TPastedPlayer['problem'] = null;
  const phoneFound = PHONES.map((pattern) => pattern.exec(text)).find(Boolean);
  if (phoneFound) {
    const normalised = normalisePhone(phoneFound[0]);
    if (isInternationalPhone(normalised)) phone = normalised;
    else problem = 'phone';
    text = text.replace(phoneFound[0], ' ');
  }
  const saidNumber = Number(said?.[1] ?? said?.[2] ?? 0);
  const { jersey, rest } =
    saidNumber >= JERSEY_MIN && saidNumber <= JERSEY_MAX
      ? { jersey: saidNumber, rest: text }
      : jerseyOf(text);
  const wordsOf = (part: string) =>
    part
      .replace(/[\t|;,]/g, ' ')
      .split(/\s+/)
      .filter((w) => /\p{L}/u.test(w) && !/^[-–—:]+$/.test(w));
  const words = wordsOf(rest);
  if (words.length === 0 || words.every((w) => HEADER.test(w))) return null;
  // "Silva, Luis": two parts, a comma and a space between (a spreadsheet's "Luis,Silva" has none).
  const parts = rest.split(',').filter((part) => wordsOf(part).length > 0);
  const isLastFirst = parts.length === 2 && /^[^,]*,\s[^,]*$/.test(listed);
  const firstName = isLastFirst ? wordsOf(parts[1]!).join(' ') : words[0]!;
  const lastName = isLastFirst ? wordsOf(parts[0]!).join(' ') : words.slice(1).join(' ');
  // Digits left that are no jersey number: a phone cut short ("555-01").
  if (/\d{3}/.test(rest)) problem ??= 'phone';
  if (!lastName) problem ??= 'oneName';
  if (firstName.length > NAME_MAX || lastName.length > NAME_MAX) problem = 'nameTooLong';
  return { line, firstName, lastName, jerseyNumber: jersey, phone, problem };
}

/** Every player of a pasted list, in its order. */
export function readPastedList(text: string): TPastedPlayer[] {
  return text
    .slice(0, PASTE_TEXT_MAX)
    .split(/\r?\n/)
    .flatMap((raw, i) => readPastedLine(raw, i + 1) ?? []);
}
