import type { ReactNode } from 'react';

/** One of the account's sign-in settings, as a titled card; `level`: its heading's, under the screen's own. */
export function AccountCard({
  id,
  title,
  level,
  children,
}: {
  id: string;
  title: string;
  level: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <Heading id={id} className="text-lg font-semibold">
        {title}
      </Heading>
      {children}
    </section>
  );
}
