import type { ReactNode } from 'react';

/**
 * Wide content (a table) that scrolls sideways inside its own box, never the page. It can be
 * focused, so keyboard users can scroll it, and it is named for screen readers. `relative` keeps
 * screen-reader-only text inside the box instead of widening the page.
 */
export function ScrollBox({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard.
      tabIndex={0}
      className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700 ${className}`}
    >
      {children}
    </section>
  );
}
