import { useState } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { instantToLeagueLocalInput, leagueLocalToInstant } from '../../domain/dates.ts';
import { docId, leagueDbName } from '../../domain/db-names.ts';
import { newId } from '../../domain/ids.ts';
import { MATCH_STATUSES } from '../../domain/limits.ts';
import { MSG } from '../../domain/messages.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { Problem, useProblem } from '../../ui/Problem.tsx';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite, asDoc, type TAdminData, teamsOfLeague } from './admin-data.ts';
import { DeskForm, FormActions, LeagueOptions } from './parts.tsx';

export type TMatchDraft = { match: TRow<TMatch> | null; leagueId?: string; status?: TMatch['status'] };

const STATUS_LABELS = {
  scheduled: 'admin.scheduled',
  completed: 'admin.completed',
  cancelled: 'admin.cancelled',
} as const;

/** The spec's match form (§5), in New York time, with a reason for a result recorded by hand. */
export function MatchForm({
  draft,
  data,
  onDone,
}: {
  draft: TMatchDraft;
  data: TAdminData;
  onDone: () => void;
}) {
  const { match } = draft;
  const local = match ? instantToLeagueLocalInput(match.date) : '';
  const [v, setValues] = useState({
    leagueId: match?.leagueId ?? draft.leagueId ?? data.leagues[0]?.id ?? '',
    homeTeamId: match?.homeTeamId ?? '',
    awayTeamId: match?.awayTeamId ?? '',
    day: local.slice(0, 10),
    time: local.slice(11, 16),
    venue: match?.venue ?? '',
    status: draft.status ?? match?.status ?? 'scheduled',
    refereeId: match?.refereeId ?? '',
    home: match?.score ? String(match.score.home) : '',
    away: match?.score ? String(match.score.away) : '',
    resultNote: match?.resultNote ?? '',
  });
  // A stored match at a repeated hour keeps the instant it has: the choice is read back from it.
  const [choice, setChoice] = useState<'earlier' | 'later' | null>(() => {
    const again = match ? leagueLocalToInstant(local) : null;
    if (!again || again.ok || again.code !== 'ambiguous') return null;
    return again.candidates[0] === match!.date ? 'earlier' : 'later';
  });
  const [problem, setProblem, clearOnEdit] = useProblem();
  const set = (key: keyof typeof v) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [key]: event.target.value }));
  const teams = teamsOfLeague(data.teams, v.leagueId);
  // A team already on the match stays listed even if it has withdrawn since.
  const listed = (id: string) =>
    id && !teams.some((t) => t.id === id) ? data.teams.filter((t) => t.id === id) : [];
  const referees = data.users.filter(
    (u) => u.role === 'referee' && (!u.deactivatedAt || u.id === v.refereeId),
  );
  const converted = v.day && v.time ? leagueLocalToInstant(`${v.day}T${v.time}`, choice ?? undefined) : null;
  const isAmbiguous = converted !== null && !converted.ok && converted.code === 'ambiguous';
  const isCompleted = v.status === 'completed';

  async function save() {
    let found: string | null = null;
    if (!v.leagueId || !v.homeTeamId || !v.awayTeamId || !v.day || !v.time) found = MSG.fillRequiredFields;
    else if (v.homeTeamId === v.awayTeamId) found = t('admin.homeAndAwayMustBe');
    else if (converted && !converted.ok) found = converted.message;
    else if (isCompleted && (v.home === '' || v.away === '')) found = MSG.resultNeedsScore;
    else if ([v.home, v.away].some((s) => s !== '' && !/^\d{1,3}$/.test(s)))
      found = t('admin.scoresAreWholeNumbers0');
    const bothScores = v.home !== '' && v.away !== '';
    const score = isCompleted && bothScores ? { home: Number(v.home), away: Number(v.away) } : null;
    const isNewResult =
      isCompleted &&
      (match?.status !== 'completed' || JSON.stringify(match?.score) !== JSON.stringify(score));
    if (!found && isNewResult && !v.resultNote.trim()) found = MSG.resultNeedsReason;
    setProblem(found);
    if (found || !converted?.ok) return toast.error(found ?? MSG.failedToSaveMatch);
    const now = new Date().toISOString();
    const base = match
      ? asDoc(match, 'match')
      : { _id: docId('match', newId()), type: 'match', createdAt: now };
    const doc = {
      refereeReportId: null,
      events: null,
      ...base,
      leagueId: v.leagueId,
      homeTeamId: v.homeTeamId,
      awayTeamId: v.awayTeamId,
      date: converted.instant,
      venue: v.venue,
      status: v.status,
      refereeId: v.refereeId || null,
      score,
      resultNote: isCompleted ? v.resultNote.trim() || null : null,
      updatedAt: now,
    };
    const refused = await adminWrite(leagueDbName(v.leagueId), doc).catch(() => MSG.failedToSaveMatch);
    setProblem(refused);
    if (refused) return toast.error(refused);
    toast.success(MSG.matchSaved(!match));
    onDone();
  }

  return (
    <DeskForm onSubmit={save} problem={problem} {...clearOnEdit}>
      <SelectField
        id="match-league"
        label={t('admin.league2')}
        value={v.leagueId}
        disabled={Boolean(match)}
        onChange={(e) =>
          setValues((old) => ({ ...old, leagueId: e.target.value, homeTeamId: '', awayTeamId: '' }))
        }
      >
        <option value="">{t('admin.chooseALeague')}</option>
        <LeagueOptions leagues={data.leagues} />
      </SelectField>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          id="match-home"
          label={t('admin.homeTeam')}
          value={v.homeTeamId}
          onChange={(e) =>
            setValues((old) => ({
              ...old,
              homeTeamId: e.target.value,
              awayTeamId: old.awayTeamId === e.target.value ? '' : old.awayTeamId,
            }))
          }
        >
          <option value="">{t('admin.chooseTheHomeTeam')}</option>
          {[...teams, ...listed(v.homeTeamId)].map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="match-away"
          label={t('admin.awayTeam')}
          value={v.awayTeamId}
          onChange={set('awayTeamId')}
        >
          <option value="">{t('admin.chooseTheAwayTeam')}</option>
          {[...teams, ...listed(v.awayTeamId)]
            .filter((t) => t.id !== v.homeTeamId)
            .map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
        </SelectField>
        <TextField
          id="match-day"
          label={t('admin.date')}
          type="date"
          value={v.day}
          onChange={(e) => {
            setChoice(null);
            set('day')(e);
          }}
        />
        <TextField
          id="match-time"
          label={t('admin.timeNewYork')}
          type="time"
          value={v.time}
          onChange={(e) => {
            setChoice(null);
            set('time')(e);
          }}
        />
      </div>
      {converted && !converted.ok && converted.code === 'nonexistent' && <Problem text={converted.message} />}
      {(isAmbiguous || choice) && (
        <fieldset className="rounded-lg border border-amber-300 bg-amber-50 p-3">
          <legend className="px-1 text-sm font-semibold">{t('admin.thisTimeHappensTwiceIn')}</legend>
          {(['earlier', 'later'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="match-dst"
                checked={choice === option}
                onChange={() => setChoice(option)}
              />
              {option === 'earlier' ? t('admin.theFirstOneEdtDaylight') : t('admin.theSecondOneEstStandard')}
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        id="match-venue"
        label={t('admin.venue')}
        value={v.venue}
        onChange={set('venue')}
        maxLength={200}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField id="match-status" label={t('admin.status')} value={v.status} onChange={set('status')}>
          {MATCH_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABELS[s])}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="match-referee"
          label={t('admin.referee')}
          value={v.refereeId}
          onChange={set('refereeId')}
        >
          <option value="">{t('admin.noReferee')}</option>
          {referees.map((r) => (
            <option key={r.id} value={r.id}>
              {r.displayName}
            </option>
          ))}
        </SelectField>
      </div>
      {isCompleted && (
        <fieldset className="rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold">{t('admin.result')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id="match-score-home"
              label={t('admin.homeScore')}
              inputMode="numeric"
              pattern="[0-9]*"
              value={v.home}
              onChange={set('home')}
              maxLength={3}
            />
            <TextField
              id="match-score-away"
              label={t('admin.awayScore')}
              inputMode="numeric"
              pattern="[0-9]*"
              value={v.away}
              onChange={set('away')}
              maxLength={3}
            />
          </div>
          <TextField
            id="match-note"
            className="mt-3"
            label={t('admin.reasonShownWithTheResult')}
            placeholder={t('admin.forfeitBushwickDidNotShow')}
            value={v.resultNote}
            onChange={set('resultNote')}
            maxLength={300}
            hint={t('admin.neededWhenYouRecordOr')}
          />
        </fieldset>
      )}
      <FormActions onCancel={onDone} submit={match ? t('admin.saveMatch') : t('admin.createMatch')} />
    </DeskForm>
  );
}
