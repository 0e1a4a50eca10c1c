import { useState } from 'react';
import { formatCalendarDate } from '../domain/dates.ts';
import { sortedDays } from '../domain/dates-off.ts';
import { Button } from './Button.tsx';
import { TextField } from './Field.tsx';

/**
 * A list of calendar days, added one at a time with the phone's date picker and removed with a
 * tap: the league's blackout dates, a team's days off (ADR 077). Kept each once, in order.
 */
export function DayList({
  id,
  label,
  addLabel,
  removeLabel,
  days,
  onChange,
  isFull = false,
}: {
  id: string;
  /** The date field's label. */
  label: string;
  addLabel: string;
  /** The remove button's name for a day, read by screen readers. */
  removeLabel: (calendarDate: string) => string;
  days: readonly string[];
  onChange: (days: string[]) => void;
  isFull?: boolean;
}) {
  const [day, setDay] = useState('');
  return (
    <>
      <div className="flex flex-wrap items-end gap-2">
        <TextField id={id} label={label} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        <Button
          variant="secondary"
          disabled={!day || isFull}
          onClick={() => {
            onChange(sortedDays([...days, day]));
            setDay('');
          }}
        >
          {addLabel}
        </Button>
      </div>
      <ul className="mt-2 flex flex-wrap gap-2">
        {days.map((listed) => (
          <li key={listed}>
            <Button
              variant="secondary"
              onClick={() => onChange(days.filter((d) => d !== listed))}
              aria-label={removeLabel(formatCalendarDate(listed))}
            >
              {formatCalendarDate(listed)} ✕
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
