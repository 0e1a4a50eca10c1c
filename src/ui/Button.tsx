import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
export const BUTTON_STYLES = {
  primary: `${BASE} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${BASE} border border-stone-300 bg-white text-ink hover:bg-stone-50`,
  ghost: `${BASE} text-brand-800 hover:bg-brand-50`,
  /** Outlined, for use on the orange hero. */
  onBrand: `${BASE} border-2 border-white text-white hover:bg-white/10`,
} as const;

type TVariant = keyof typeof BUTTON_STYLES;

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: TVariant }) {
  return <button type="button" className={`${BUTTON_STYLES[variant]} ${className}`} {...props} />;
}

export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: TVariant }) {
  return <Link className={`${BUTTON_STYLES[variant]} ${className}`} {...props} />;
}

/**
 * A button in a list row: its short text on screen, and the whole action for a screen reader,
 * which hears the row's buttons out of context ("Edit" is "Edit Queens Sunday League").
 */
export function RowButton({
  text,
  label,
  onClick,
  variant = 'secondary',
  disabled = false,
}: {
  text: string;
  /** The accessible name, which contains `text` (WCAG 2.5.3). */
  label: string;
  onClick: () => void;
  variant?: TVariant;
  disabled?: boolean;
}) {
  return (
    <Button variant={variant} onClick={onClick} aria-label={label} disabled={disabled}>
      {text}
    </Button>
  );
}
