import { useState } from 'react';
import { formatCalendarDate, weekdayNames } from '../../domain/dates.ts';
import { SHORT_TEXT_MAX } from '../../domain/limits.ts';
import { planSeason, type TSeason, type TSeasonInput } from '../../domain/schedule.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { type TAdminData, teamsOfLeague } from './admin-data.ts';
import { LeagueOptions } from './parts.tsx';
import { SeasonPreview } from './SeasonPreview.tsx';

const splitTimes = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * A season's fixtures in one go (issue #17): teams, single or double round robin, playing days,
 * fields with their kick-off times, blackout dates. The plan is computed on the device (it works
 * offline) and previewed before anything is written.
 */
export function GenerateSeason({
  data,
  defaultLeague,
  onDone,
}: {
  data: TAdminData;
  defaultLeague: string;
  onDone: () => void;
}) {
  const [leagueId, setLeagueId] = useState(defaultLeague || data.leagues[0]?.id || '');
  const teams = teamsOfLeague(data.teams, leagueId);
  const [excluded, setExcluded] = useState<string[]>([]);
  const [kind, setKind] = useState<'single' | 'double'>('double');
  const [firstDay, setFirstDay] = useState('');
  const [weekdays, setWeekdays] = useState<number[]>([6]);
  const [fields, setFields] = useState([{ venue: 'Field 1', times: '16:00, 17:45' }]);
  const [blackout, setBlackout] = useState('');
  const [blackouts, setBlackouts] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [plan, setPlan] = useState<{ season: TSeason; input: TSeasonInput } | null>(null);
  const matches = data.matches.filter((m) => m.leagueId === leagueId);
  const played = matches.filter((m) => m.status === 'completed');
  const unplayed = matches.filter((m) => m.status === 'scheduled');
  const chosen = teams.filter((t) => !excluded.includes(t.id));

  function preview() {
    const input: TSeasonInput = {
      teams: chosen.map((t) => t.id),
      kind,
      firstDay,
      weekdays,
      fields: fields.map((f) => ({ venue: f.venue.trim(), times: splitTimes(f.times) })),
      blackouts,
      played: played.map((m) => ({ homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId })),
    };
    const planned = planSeason(input);
    if (!planned.ok) return setProblems(planned.errors);
    setProblems([]);
    setPlan({ season: planned.season, input });
  }

  if (plan) {
    return (
      <SeasonPreview
        data={data}
        leagueId={leagueId}
        season={plan.season}
        teams={plan.input.teams}
        replaced={unplayed}
        onBack={() => setPlan(null)}
        onDone={onDone}
      />
    );
  }
  const setField = (i: number, key: 'venue' | 'times', value: string) =>
    setFields((list) => list.map((f, k) => (k === i ? { ...f, [key]: value } : f)));
  return (
    <div className="space-y-4">
      {problems.map((p) => (
        <Problem key={p} text={p} />
      ))}
      <SelectField
        id="gen-league"
        label={t('admin.league')}
        value={leagueId}
        onChange={(e) => {
          setLeagueId(e.target.value);
          setExcluded([]);
        }}
      >
        <LeagueOptions leagues={data.leagues} />
      </SelectField>
      {(played.length > 0 || unplayed.length > 0) && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('admin.thisLeagueHasResultsAnd', {
            length: played.length,
            length2: unplayed.length,
            length3: unplayed.length,
          })}
        </p>
      )}
      <fieldset className="rounded-lg border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('admin.teams', { length: chosen.length })}</legend>
        {teams.length === 0 && <p className="text-sm text-stone-600">{t('admin.noTeamsInThisLeague')}</p>}
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          {teams.map((t) => (
            <label key={t.id} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={!excluded.includes(t.id)}
                onChange={(e) =>
                  setExcluded((list) =>
                    e.target.checked ? list.filter((id) => id !== t.id) : [...list, t.id],
                  )
                }
              />
              <span className="break-words">{t.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="text-sm font-semibold">{t('admin.format')}</legend>
        {(['single', 'double'] as const).map((k) => (
          <label key={k} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="gen-kind" checked={kind === k} onChange={() => setKind(k)} />
            {k === 'single' ? t('admin.singleRoundRobinPlayOnce') : t('admin.doubleRoundRobinHomeAnd')}
          </label>
        ))}
      </fieldset>
      <TextField
        id="gen-first"
        label={t('admin.firstMatchday')}
        type="date"
        value={firstDay}
        onChange={(e) => setFirstDay(e.target.value)}
      />
      <fieldset className="rounded-lg border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('admin.playedOn')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {weekdayNames().map((name, day) => (
            <label key={name} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={weekdays.includes(day)}
                onChange={(e) =>
                  setWeekdays((list) => (e.target.checked ? [...list, day] : list.filter((d) => d !== day)))
                }
              />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-3 rounded-lg border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('admin.fieldsAndKickOffTimes')}</legend>
        {fields.map((f, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their position is their identity.
            key={i}
            className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
          >
            <TextField
              id={`gen-field-${i}`}
              label={t('admin.fieldName', { value: i + 1 })}
              value={f.venue}
              onChange={(e) => setField(i, 'venue', e.target.value)}
              maxLength={200}
            />
            <TextField
              id={`gen-times-${i}`}
              maxLength={SHORT_TEXT_MAX}
              label={t('admin.fieldTimes', { value: i + 1 })}
              value={f.times}
              onChange={(e) => setField(i, 'times', e.target.value)}
              placeholder="16:00, 17:45"
            />
            <Button
              variant="ghost"
              disabled={fields.length === 1}
              onClick={() => setFields((list) => list.filter((_, k) => k !== i))}
              aria-label={t('admin.removeField', { value: i + 1 })}
            >
              {t('admin.remove2')}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() =>
            setFields((list) => [...list, { venue: `Field ${list.length + 1}`, times: '16:00' }])
          }
        >
          {t('admin.addField')}
        </Button>
      </fieldset>
      <fieldset className="rounded-lg border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('admin.blackoutDates')}</legend>
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            id="gen-blackout"
            label={t('admin.dateWithNoMatches')}
            type="date"
            value={blackout}
            onChange={(e) => setBlackout(e.target.value)}
          />
          <Button
            variant="secondary"
            disabled={!blackout}
            onClick={() => {
              setBlackouts((list) => [...new Set([...list, blackout])].sort());
              setBlackout('');
            }}
          >
            {t('admin.addBlackout')}
          </Button>
        </div>
        <ul className="mt-2 flex flex-wrap gap-2">
          {blackouts.map((day) => (
            <li key={day}>
              <Button
                variant="secondary"
                onClick={() => setBlackouts((list) => list.filter((d) => d !== day))}
                aria-label={t('admin.removeBlackout', { calendarDate: formatCalendarDate(day) })}
              >
                {formatCalendarDate(day)} ✕
              </Button>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
        <Button onClick={preview}>{t('admin.preview')}</Button>
      </div>
    </div>
  );
}
