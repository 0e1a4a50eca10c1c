import { useEffect, useMemo, useState } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { formatLeagueDate, formatLeagueTime, leagueLocalToInstant } from '../../domain/dates.ts';
import { leagueDbName } from '../../domain/db-names.ts';
import { isCancellationTold } from '../../domain/fixture-change.ts';
import { valueLabel } from '../../domain/labels.ts';
import { MATCH_STATUSES } from '../../domain/limits.ts';
import { MSG } from '../../domain/messages.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { Button, RowButton } from '../../ui/Button.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { usePaged } from '../../ui/paged.tsx';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite, asDoc, byId, removeRow, type TAdminData } from './admin-data.ts';
import { CannotPlayPanel } from './CannotPlayPanel.tsx';
import { ChangeNoticeLine, useChangeNotices } from './ChangeNotices.tsx';
import { DisputesPanel } from './DisputesPanel.tsx';
import { MatchActions } from './MatchActions.tsx';
import { MatchForm, type TMatchDraft } from './MatchForm.tsx';
import { MoveRequestsPanel } from './MoveRequestsPanel.tsx';
import { Badge, ConfirmDialog, Empty, LeagueOptions, useFilterParams } from './parts.tsx';

const TONE = { scheduled: 'yellow', completed: 'green', cancelled: 'grey' } as const;
const dayStart = (day: string) => (day ? leagueLocalToInstant(`${day}T00:00`) : null);

/** Matches: filters that stay instant over every league, the form, referees, import. */
export function MatchesTab({ data }: { data: TAdminData }) {
  const { params, setFilter } = useFilterParams();
  const f = {
    league: params.get('league') ?? '',
    status: params.get('status') ?? '',
    referee: params.get('referee') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const hasLeagues = data.leagues.length > 0;
  // `?new=1` and `?generate=1` (the overview's shortcuts) open their form at once.
  const [draft, setDraft] = useState<TMatchDraft | null>(
    params.get('new') && hasLeagues ? { match: null } : null,
  );
  const [deleting, setDeleting] = useState<TRow<TMatch> | null>(null);
  const teams = byId(data.teams);
  const leagues = byId(data.leagues);
  const referees = data.users.filter((u) => u.role === 'referee');
  const refereeNames = byId(referees);
  const shown = useMemo(() => {
    const from = dayStart(f.from);
    const to = dayStart(f.to);
    const fromIso = from?.ok ? from.instant : null;
    const toIso = to?.ok ? new Date(Date.parse(to.instant) + 86_400_000).toISOString() : null;
    return data.matches.filter(
      (m) =>
        (!f.league || m.leagueId === f.league) &&
        (!f.status || m.status === f.status) &&
        (!f.referee || (f.referee === 'none' ? !m.refereeId : m.refereeId === f.referee)) &&
        (!fromIso || m.date >= fromIso) &&
        (!toIso || m.date < toIso),
    );
  }, [data.matches, f.league, f.status, f.referee, f.from, f.to]);
  const { visible, more } = usePaged(shown, JSON.stringify(f));
  const changes = useChangeNotices();
  // The app's own clock for `npm run bench`: list on screen, and a filter change to its result.
  useEffect(() => {
    performance.clearMarks('admin:filter');
    performance.mark('admin:matches-shown');
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new result list is committed.
  useEffect(() => {
    if (performance.getEntriesByName('admin:filter', 'mark').length) {
      performance.measure('admin:filter-to-screen', 'admin:filter');
      performance.clearMarks('admin:filter');
    }
  }, [shown]);
  const name = (teamId: string) => teams.get(teamId)?.name ?? t('admin.unknownTeam');
  const close = () => {
    setDraft(null);
    if (params.get('new')) setFilter('new', '');
  };

  async function update(match: TRow<TMatch>, change: Partial<TMatch>, success: string) {
    const refused = await adminWrite(leagueDbName(match.leagueId), {
      ...asDoc(match, 'match'),
      ...change,
      updatedAt: new Date().toISOString(),
    }).catch(() => MSG.failedToSaveMatch);
    if (refused) toast.error(refused);
    else toast.success(success);
  }
  async function remove(match: TRow<TMatch>) {
    setDeleting(null);
    await removeRow(leagueDbName(match.leagueId), 'match', match, {
      done: MSG.matchDeleted,
      failed: MSG.failedToDeleteMatch,
    });
  }

  return (
    <div className="space-y-4">
      <CannotPlayPanel data={data} />
      <DisputesPanel data={data} />
      <MoveRequestsPanel
        data={data}
        onMove={({ request, match }, team) =>
          setDraft({ match, moveTo: { date: request.date, venue: request.venue, team } })
        }
      />
      <MatchActions
        data={data}
        league={f.league}
        onSchedule={() => setDraft({ match: null, leagueId: f.league || undefined })}
        onEdit={(match) => setDraft({ match })}
      />
      <fieldset className="grid grid-cols-1 gap-3 rounded-2xl border border-stone-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="px-1 text-sm font-semibold">{t('admin.filters')}</legend>
        <SelectField
          id="mf-league"
          label={t('admin.league')}
          value={f.league}
          onChange={(e) => setFilter('league', e.target.value)}
        >
          <option value="">{t('admin.allLeagues')}</option>
          <LeagueOptions leagues={data.leagues} />
        </SelectField>
        <SelectField
          id="mf-status"
          label={t('admin.status')}
          value={f.status}
          onChange={(e) => setFilter('status', e.target.value)}
        >
          <option value="">{t('admin.anyStatus')}</option>
          {MATCH_STATUSES.map((s) => (
            <option key={s} value={s}>
              {valueLabel(s)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="mf-referee"
          label={t('admin.referee')}
          value={f.referee}
          onChange={(e) => setFilter('referee', e.target.value)}
        >
          <option value="">{t('admin.anyReferee')}</option>
          <option value="none">{t('admin.noReferee')}</option>
          {referees.map((r) => (
            <option key={r.id} value={r.id}>
              {r.displayName}
            </option>
          ))}
        </SelectField>
        <TextField
          id="mf-from"
          label={t('admin.from')}
          type="date"
          value={f.from}
          onChange={(e) => setFilter('from', e.target.value)}
        />
        <TextField
          id="mf-to"
          label={t('admin.to2')}
          type="date"
          value={f.to}
          onChange={(e) => setFilter('to', e.target.value)}
        />
      </fieldset>
      <p className="text-sm text-stone-600" aria-live="polite">
        {t('admin.matchCount', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <Empty title={t('admin.noMatchesFound')}>
          {data.matches.length ? t('admin.tryOtherFilters') : t('admin.scheduleAMatchOrImport')}
        </Empty>
      ) : (
        <ul className="space-y-2">
          {visible.map((m) => {
            const title = t('admin.vs2', { name: name(m.homeTeamId), name2: name(m.awayTeamId) });
            return (
              <li key={m.id} className="rounded-2xl border border-stone-200 bg-white p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="break-words font-semibold">
                      {title}
                      {m.score ? ` · ${m.score.home}–${m.score.away}` : ''}
                    </p>
                    <p className="text-sm text-stone-600">
                      {formatLeagueDate(m.date)} {formatLeagueTime(m.date)} ·{' '}
                      {m.venue || t('admin.venueToBeAnnounced')} · {leagues.get(m.leagueId)?.name ?? ''}
                    </p>
                    <ChangeNoticeLine summary={changes.get(m.id)} />
                    {m.resultNote && (
                      <p className="text-sm text-stone-700">
                        {t('admin.resultRecordedByTheLeague', { resultNote: m.resultNote })}
                      </p>
                    )}
                  </div>
                  <Badge tone={TONE[m.status]}>{valueLabel(m.status)}</Badge>
                </div>
                <div className="mt-2 flex flex-wrap items-end gap-2">
                  <SelectField
                    id={`ref-${m.id}`}
                    label={t('admin.refereeFor', { title })}
                    className="min-w-48 flex-1 [&>label]:sr-only"
                    value={m.refereeId ?? ''}
                    onChange={(e) =>
                      void update(
                        m,
                        { refereeId: e.target.value || null },
                        e.target.value ? MSG.matchSaved(false) : t('admin.refereeUnassigned'),
                      )
                    }
                  >
                    <option value="">{t('admin.noReferee')}</option>
                    {referees
                      .filter((r) => !r.deactivatedAt || r.id === m.refereeId)
                      .map((r) => (
                        <option key={r.id} value={r.id}>
                          {refereeNames.get(r.id)?.displayName}
                        </option>
                      ))}
                  </SelectField>
                  <RowButton
                    text={t('admin.edit2')}
                    label={t('admin.edit3', { title })}
                    onClick={() => setDraft({ match: m })}
                  />
                  {m.status === 'scheduled' && (
                    <>
                      <RowButton
                        text={t('admin.recordResult')}
                        label={t('admin.recordResultOf', { title })}
                        onClick={() => setDraft({ match: m, status: 'completed' })}
                      />
                      <RowButton
                        text={t('admin.cancelMatch')}
                        label={t('admin.cancelMatch2', { title })}
                        onClick={() => void update(m, { status: 'cancelled' }, MSG.matchSaved(false))}
                      />
                    </>
                  )}
                  <RowButton
                    variant="ghost"
                    text={t('admin.delete')}
                    label={t('admin.delete2', { title })}
                    onClick={() => setDeleting(m)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {more}
      <Modal
        title={draft?.match ? t('admin.editMatch') : t('admin.scheduleMatch')}
        isOpen={draft !== null}
        onClose={close}
        size="lg"
      >
        {draft && <MatchForm draft={draft} data={data} onDone={close} />}
      </Modal>
      <ConfirmDialog
        title={t('admin.deleteMatch')}
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
        confirmLabel={t('admin.deleteMatch2')}
      >
        {deleting && (
          <p>
            {t('admin.deleteVsOn', {
              name: name(deleting.homeTeamId),
              name2: name(deleting.awayTeamId),
              leagueDate: formatLeagueDate(deleting.date),
            })}
            {deleting.status === 'completed' ? t('admin.itsResultLeavesTheStandings') : ''}{' '}
            {t('admin.thisCannotBeUndone')}
          </p>
        )}
        {deleting && isCancellationTold(deleting, Date.now()) && (
          <div className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            <p>{t('admin.deleteTellsNobody')}</p>
            <Button
              variant="secondary"
              onClick={() => {
                setDeleting(null);
                void update(deleting, { status: 'cancelled' }, MSG.matchSaved(false));
              }}
            >
              {t('admin.cancelInstead')}
            </Button>
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}
