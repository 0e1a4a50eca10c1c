// Phone rules from public-team-player.md §5.

/** Digits only, as free agents' phones are stored. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * Normalises a phone before it is saved: 10 digits get +1, 11 digits starting with 1 get +.
 * Separators people type ("(212) 555-0100") are dropped first; anything else keeps its digits
 * and a leading + so that validation can reject it.
 */
export function normalisePhone(input: string): string {
  const trimmed = input.trim();
  const digits = phoneDigits(trimmed);
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** International format: + then a non-zero digit then 6 to 14 more digits (E.164). */
export function isInternationalPhone(normalised: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(normalised);
}

/** Free-agent rule: optional + and optional leading 1, then 10 digits (separators ignored). */
export function isUsPhone(input: string): boolean {
  return /^\+?1?\d{10}$/.test(input.replace(/[\s().-]/g, ''));
}

/**
 * A stored phone as people write it: "(917) 555-0100" for a US number (a spreadsheet then reads
 * it as text, not as a number or a formula), anything else as stored.
 */
export function displayPhone(stored: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(stored);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : stored;
}
