import type { ReactNode } from 'react';

const CARD = 'rounded-2xl border border-stone-200 bg-white p-4';

/**
 * A titled region: a `<section>` named by its heading, so screen readers list it as a landmark.
 * A card unless `className` says otherwise; an `h2` by default, an `h3` inside a tab of the desk.
 */
export function Section({
  id,
  title,
  level = 2,
  className = CARD,
  titleClassName = level === 3 ? 'text-lg font-semibold' : 'font-semibold',
  aside,
  testId,
  children,
}: {
  /** The heading's id: the section's name for links, tests and `aria-labelledby`. */
  id: string;
  title: ReactNode;
  level?: 2 | 3;
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
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
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
