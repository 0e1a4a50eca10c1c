import type { ReactNode } from 'react';

/** Label and value pairs, as a definition list in a card. */
export function DetailsList({ rows, className = '' }: { rows: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="min-w-0 font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
