import { useState } from 'react';
import { useDaysAway } from '../../data/days-away.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { isAwayOn } from '../../domain/days-away.ts';
import { leagueDbName } from '../../domain/db-names.ts';
import { proposeReferees } from '../../domain/referee-proposal.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite, asDoc, byId, type TAdminData } from './admin-data.ts';
import { Empty } from './parts.tsx';

const DAY_MS = 86_400_000;
const WINDOWS = [7, 14] as const;

/**
 * ADR 064: a referee for every match of the coming days that has none, proposed at once (a
 * referee of the match's league, not away that day, not on another match within two hours, the
 * work shared), changed where the organiser knows better, then assigned in one go. Each referee is
 * told of their matches as when assigned one by one; offline too, sent when there is signal.
 */
export function ProposeReferees({ data, onDone }: { data: TAdminData; onDone: () => void }) {
  const daysAway = useDaysAway();
  const [days, setDays] = useState<(typeof WINDOWS)[number]>(7);
  const [now] = useState(() => Date.now());
  const [changed, setChanged] = useState<Map<string, string>>(new Map());
  const [isSaving, setSaving] = useState(false);
  if (!daysAway) return <p role="status">{t('admin.loading')}</p>;
  const inactive = new Set(data.users.filter((u) => u.deactivatedAt).map((u) => u.id));
  const referees = data.users.filter((u) => u.role === 'referee' && !u.deactivatedAt);
  const proposal = proposeReferees({
    matches: data.matches,
    referees: referees.map((r) => ({
      id: r.id,
      leagues: r.refereeData?.assignedLeagues ?? [],
      daysAway: daysAway.get(r.id) ?? [],
    })),
    fromMs: now,
    untilMs: now + days * DAY_MS,
    unavailable: inactive,
  });
  const matches = byId(data.matches);
  const teams = byId(data.teams);
  const leagues = byId(data.leagues);
  const chosenFor = (matchId: string, proposed: string | null) => changed.get(matchId) ?? proposed ?? '';
  const picked = proposal.filter((p) => chosenFor(p.matchId, p.refereeId) !== '');

  const assign = async () => {
    setSaving(true);
    let assigned = 0;
    let refusal: string | null = null;
    for (const p of picked) {
      const match = matches.get(p.matchId)!;
      const refereeId = chosenFor(p.matchId, p.refereeId);
      const doc = { ...asDoc(match, 'match'), refereeId, updatedAt: new Date().toISOString() };
      const refused = await adminWrite(leagueDbName(match.leagueId), doc).catch(() =>
        t('admin.propose.failed'),
      );
      if (refused) refusal ??= refused;
      else assigned++;
    }
    setSaving(false);
    if (refusal) toast.error(refusal);
    if (assigned) toast.success(t('admin.propose.assigned', { count: assigned }));
    onDone();
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{t('admin.propose.intro')}</p>
      <SelectField
        id="propose-window"
        label={t('admin.propose.window')}
        value={String(days)}
        onChange={(e) => {
          setDays(Number(e.target.value) as (typeof WINDOWS)[number]);
          setChanged(new Map());
        }}
      >
        {WINDOWS.map((n) => (
          <option key={n} value={String(n)}>
            {t('admin.propose.nextDays', { count: n })}
          </option>
        ))}
      </SelectField>
      {proposal.length === 0 ? (
        <Empty title={t('admin.propose.none', { count: days })} />
      ) : (
        <ul className="space-y-3">
          {proposal.map((p) => {
            const match = matches.get(p.matchId)!;
            const choices = referees.filter((r) => r.refereeData?.assignedLeagues.includes(match.leagueId));
            return (
              <li key={p.matchId} className="rounded-xl border border-stone-200 p-3">
                <p className="break-words font-medium">
                  {t('admin.vs2', {
                    name: teams.get(match.homeTeamId)?.name ?? '?',
                    name2: teams.get(match.awayTeamId)?.name ?? '?',
                  })}
                </p>
                <p className="text-sm text-stone-600">
                  {formatLeagueDate(match.date)} · {formatLeagueTime(match.date)} · {match.venue} ·{' '}
                  {leagues.get(match.leagueId)?.name ?? ''}
                </p>
                {p.refereeId === null && !changed.has(p.matchId) && (
                  <p className="text-sm font-medium text-red-900">{t('admin.propose.nobodyFree')}</p>
                )}
                <SelectField
                  id={`propose-${p.matchId}`}
                  label={t('admin.referee')}
                  className="mt-2"
                  value={chosenFor(p.matchId, p.refereeId)}
                  onChange={(e) => setChanged((map) => new Map(map).set(p.matchId, e.target.value))}
                >
                  <option value="">{t('admin.noReferee')}</option>
                  {choices.map((r) => (
                    <option key={r.id} value={r.id}>
                      {isAwayOn(daysAway.get(r.id), match.date)
                        ? t('admin.awayThatDay', { name: r.displayName })
                        : r.displayName}
                    </option>
                  ))}
                </SelectField>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
        <Button disabled={picked.length === 0 || isSaving} onClick={() => void assign()}>
          {t('admin.propose.assign', { count: picked.length })}
        </Button>
      </div>
    </div>
  );
}
