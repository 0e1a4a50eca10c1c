// Money as each language writes it; shared like the rest of src/domain.
import { currentLocale, englishNumber, numberFormat, type TLocale } from '../i18n/core.ts';

/**
 * A league's price in US dollars, written as the reader's language writes money ("$150", "150 US$").
 * English is written by hand (englishNumber): Intl's first number formatter was the longest task
 * of a first visit to /leagues (130 ms at a phone's speed, issue #36). Spanish and French keep
 * Intl's forms, from a kept formatter: one per price cost the league list 200 ms on a phone.
 */
export function formatPrice(price: number, locale: TLocale = currentLocale()): string {
  const fraction = price % 1 === 0 ? 0 : 2;
  if (locale !== 'en') {
    return numberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: fraction,
    }).format(price);
  }
  return `${price < 0 ? '-' : ''}$${englishNumber(Math.abs(price), fraction, fraction)}`;
}

/** An amount in US cents (fees, payments, fines), written as money ("$12.50"). */
export const formatCents = (cents: number, locale?: TLocale) => formatPrice(cents / 100, locale);

/** What a person typed as dollars ("60", "62.50") in cents; NaN for anything else, a blank too. */
export function centsOfDollars(text: string): number {
  const value = text.trim();
  return /^\d{1,5}(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
}
