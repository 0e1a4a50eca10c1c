import type { TRosterDeadline } from './roster-deadline.ts';

/** The league's roster deadline on the roster: closed (amber), or until when players can be added. */
export function RosterDeadlineNote({ id, deadline }: { id: string; deadline: TRosterDeadline }) {
  if (deadline.closed)
    return (
      <p id={id} className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        {deadline.closed}
      </p>
    );
  if (deadline.until)
    return (
      <p id={id} className="mt-1 text-sm text-stone-600">
        {deadline.until}
      </p>
    );
  return null;
}
