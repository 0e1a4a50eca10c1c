import type { ReactNode } from 'react';

const CARD = 'rounded-2xl border p-4';
const TONES = {
  white: 'border-stone-200 bg-white',
  amber: 'border-amber-200 bg-amber-50',
  red: 'border-red-200 bg-red-50',
  brand: 'border-brand-200 bg-brand-50',
} as const;

/**
 * A titled region: a `<section>` named by its heading, so screen readers list it as a landmark.
 * A card in `tone` with `className` added, or with `plain` only `className`; an `h2` by default,
 * an `h3` inside a tab of the desk.
 */
export function Section({
  id,
  title,
  level = 2,
  plain = false,
  tone = 'white',
  className = '',
  titleClassName = 'text-lg font-semibold',
  aside,
  testId,
  children,
}: {
  /** The heading's id: the section's name for links, tests and `aria-labelledby`. */
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  plain?: boolean;
  tone?: keyof typeof TONES;
  className?: string;
  titleClassName?: string;
  /** Beside the title on one row that wraps: a count, a filter, a button. */
  aside?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const heading = (
    <Heading id={id} className={titleClassName}>
      {title}
    </Heading>
  );
  const look = plain ? className : `${CARD} ${TONES[tone]} ${className}`;
  return (
    <section aria-labelledby={id} className={look || undefined} data-testid={testId}>
      {aside ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
