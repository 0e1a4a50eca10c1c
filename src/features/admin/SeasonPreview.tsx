import { useState } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { writeDocs } from '../../data/outbox.ts';
import { formatCalendarDate } from '../../domain/dates.ts';
import { datesOffClashes, datesOffOf, type TDayOffClash } from '../../domain/dates-off.ts';
import { docId, leagueDbName } from '../../domain/db-names.ts';
import { breaksIn, homeAwayPattern } from '../../domain/round-robin.ts';
import {
  freeSlots,
  lateCounts,
  moveMatch,
  swapMatches,
  type TEdit,
  type TPlannedMatch,
  type TSeason,
} from '../../domain/schedule.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/Field.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { ScrollBox } from '../../ui/ScrollBox.tsx';
import { toast } from '../../ui/toasts.tsx';
import { byId, scheduledMatch, type TAdminData } from './admin-data.ts';
import { Badge, CELL, TABLE } from './parts.tsx';

const keyOf = (m: TPlannedMatch) => `${m.homeTeamId}>${m.awayTeamId}|${m.round}`;
const slotLabel = (s: { day: string; time: string; venue: string }) =>
  `${formatCalendarDate(s.day)} ${s.time} · ${s.venue}`;

/** The whole season before it is saved: by matchday, each team's home/away pattern and late kick-offs. */
export function SeasonPreview({
  data,
  leagueId,
  season,
  teams,
  replaced,
  onBack,
  onDone,
}: {
  data: TAdminData;
  leagueId: string;
  season: TSeason;
  teams: string[];
  replaced: TRow<TMatch>[];
  onBack: () => void;
  onDone: () => void;
}) {
  const [matches, setMatches] = useState(season.matches);
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const names = byId(data.teams);
  const name = (id: string) => names.get(id)?.name ?? id;
  const late = lateCounts(matches, teams);
  // ADR 077: the days a team asked off that the season still plays it on (moves may mend them).
  const datesOff = Object.fromEntries(teams.map((id) => [id, datesOffOf(names.get(id) ?? {})]));
  const clashes = datesOffClashes(matches, datesOff);
  const free = freeSlots(season, matches);
  const rounds = [...new Set(matches.map((m) => m.round))].sort((a, b) => a - b);
  const index = (key: string) => matches.findIndex((m) => keyOf(m) === key);

  function apply(edit: TEdit) {
    if (!edit.ok) {
      setProblem(
        edit.teamId
          ? t('admin.wouldPlayTwiceOn', {
              name: name(edit.teamId),
              calendarDate: formatCalendarDate(edit.day),
            })
          : t('admin.thatSlotIsTaken'),
      );
      return;
    }
    setMatches(edit.matches);
    setSelected([]);
    setTarget('');
    setProblem(null);
  }
  async function save() {
    setSaving(true);
    const now = new Date().toISOString();
    const docs = [
      // Unplayed fixtures are replaced in the same write; results are never touched.
      ...replaced.map((m) => ({ _id: docId('match', m.id), _rev: m._rev, _deleted: true })),
      ...matches.map((m) => scheduledMatch(leagueId, m, now)),
    ];
    try {
      const results = await writeDocs(leagueDbName(leagueId), docs);
      const failed = results.filter((r) => 'error' in r).length;
      if (failed) toast.error(t('admin.savedWithErrors', { value: results.length - failed, failed }));
      else toast.success(t('admin.matchesScheduled', { length: matches.length }));
      onDone();
    } catch {
      toast.error(t('admin.failedToSaveTheSeason'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-4">
      <p>
        {t('admin.matchesOverDaysTo', {
          length: matches.length,
          size: new Set(matches.map((m) => m.day)).size,
          calendarDate: formatCalendarDate(matches[0]?.day ?? ''),
          calendarDate2: formatCalendarDate(matches.at(-1)?.day ?? ''),
        })}
        {replaced.length ? t('admin.replacingUnplayedMatches', { length: replaced.length }) : ''}.
      </p>
      {season.byes.length > 0 && <p className="text-sm text-stone-600">{t('admin.withAnOddNumberOf')}</p>}
      <DaysOffNote
        clashes={clashes}
        asked={Object.values(datesOff).some((days) => days.length > 0)}
        name={name}
      />
      {season.skipped > 0 && (
        <p className="text-sm text-stone-600">{t('admin.bookings.skipped', { count: season.skipped })}</p>
      )}
      <ScrollBox label={t('admin.homeAndAwayByTeam')}>
        <table className={TABLE}>
          <thead>
            <tr>
              <th className={CELL}>{t('admin.team2')}</th>
              <th className={CELL}>{t('admin.homeAway')}</th>
              <th className={CELL}>{t('admin.breaks')}</th>
              <th className={CELL}>{t('admin.late')}</th>
            </tr>
          </thead>
          <tbody>
            {teams.map((id) => {
              const halves = [1, 2].map((h) => homeAwayPattern(matches, id, h as 1 | 2)).filter(Boolean);
              return (
                <tr key={id}>
                  <td className={`${CELL} break-words`}>{name(id)}</td>
                  <td className={`${CELL} font-mono`}>{halves.join(' | ')}</td>
                  <td className={CELL}>{halves.map(breaksIn).join(' | ')}</td>
                  <td className={CELL}>{late.get(id)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollBox>
      <div className="sticky top-0 z-10 space-y-2 rounded-lg border border-stone-200 bg-white p-3">
        <p className="text-sm" aria-live="polite">
          {selected.length === 0 && t('admin.selectTwoMatchesToSwap')}
          {selected.length === 1 && t('admin.1MatchSelected')}
          {selected.length === 2 && t('admin.2MatchesSelected')}
        </p>
        <Problem text={problem} />
        <div className="flex flex-wrap items-end gap-2">
          <Button
            variant="secondary"
            disabled={selected.length !== 2}
            onClick={() => apply(swapMatches(matches, index(selected[0]!), index(selected[1]!)))}
          >
            {t('admin.swapSelected')}
          </Button>
          {selected.length === 1 && (
            <>
              <SelectField
                id="move-target"
                label={t('admin.freeSlot')}
                value={target}
                onChange={(e) => setTarget(e.target.value)}
              >
                <option value="">{free.length ? t('admin.chooseAFreeSlot') : t('admin.noFreeSlot')}</option>
                {free.map((s) => (
                  <option key={`${s.day}|${s.time}|${s.venue}`} value={`${s.day}|${s.time}|${s.venue}`}>
                    {slotLabel(s)}
                  </option>
                ))}
              </SelectField>
              <Button
                variant="secondary"
                disabled={!target}
                onClick={() =>
                  apply(
                    moveMatch(
                      matches,
                      index(selected[0]!),
                      free.find((s) => `${s.day}|${s.time}|${s.venue}` === target)!,
                    ),
                  )
                }
              >
                {t('admin.move')}
              </Button>
            </>
          )}
        </div>
      </div>
      <ol className="space-y-3">
        {rounds.map((round) => {
          const games = matches.filter((m) => m.round === round);
          const days = [...new Set(games.map((m) => formatCalendarDate(m.day)))].join(', ');
          return (
            <li key={round} className="rounded-lg border border-stone-200 p-3">
              <h3 className="font-semibold">{t('admin.matchday', { round, days })}</h3>
              <ul className="mt-2 space-y-1">
                {games.map((m) => {
                  const key = keyOf(m);
                  const isSelected = selected.includes(key);
                  return (
                    <li key={key}>
                      <button
                        type="button"
                        aria-pressed={isSelected}
                        onClick={() =>
                          setSelected((list) =>
                            isSelected ? list.filter((k) => k !== key) : [...list, key].slice(-2),
                          )
                        }
                        className={`flex min-h-11 w-full flex-wrap items-center gap-2 rounded-lg px-2 text-left text-sm ${isSelected ? 'bg-brand-100 ring-2 ring-brand-600' : 'hover:bg-stone-50'}`}
                      >
                        <span className="font-mono">{m.time}</span>
                        <span className="text-stone-600">{m.venue}</span>
                        <span className="font-semibold">
                          {t('admin.vs2', { name: name(m.homeTeamId), name2: name(m.awayTeamId) })}
                        </span>
                        {m.isLate && <Badge tone="blue">{t('admin.late')}</Badge>}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          {t('admin.back')}
        </Button>
        <Button disabled={isSaving} onClick={() => void save()}>
          {t('admin.saveMatches', { length: matches.length })}
        </Button>
      </div>
    </div>
  );
}

/** ADR 077: whether the days teams asked off are kept, and where not, which team plays when. */
function DaysOffNote({
  clashes,
  asked,
  name,
}: {
  clashes: TDayOffClash[];
  asked: boolean;
  name: (teamId: string) => string;
}) {
  if (!asked) return null;
  if (clashes.length === 0) return <p className="text-sm text-stone-600">{t('admin.datesOff.allKept')}</p>;
  return (
    <div role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">{t('admin.datesOff.notKept', { count: clashes.length })}</p>
      <ul className="mt-1 list-disc pl-5">
        {clashes.map((clash) => (
          <li key={`${clash.teamId}|${clash.day}`}>
            {t('admin.datesOff.playsOn', {
              name: name(clash.teamId),
              calendarDate: formatCalendarDate(clash.day),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
