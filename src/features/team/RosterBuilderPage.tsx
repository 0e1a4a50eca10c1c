import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { usePrivateTeam } from '../../data/team-lookup.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { newId } from '../../domain/ids.ts';
import { NAME_MAX, PHONE_INPUT_MAX } from '../../domain/limits.ts';
import { MSG } from '../../domain/messages.ts';
import { isInternationalPhone, normalisePhone } from '../../domain/phone.ts';
import {
  checkRosterDraft,
  checkRosterToFinish,
  parseJerseyInput,
  playersStillNeeded,
} from '../../domain/rules.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { onlyNumber } from '../../ui/Field.tsx';
import { Page } from '../../ui/Page.tsx';
import { useProblem } from '../../ui/Problem.tsx';
import { RefusedNote } from '../../ui/Refusal.tsx';
import { toast } from '../../ui/toasts.tsx';
import { NotYourTeam, useIsForeignTeam } from './NotYourTeam.tsx';
import { TeamMissing } from './TeamMissing.tsx';
import { creationTimes, useRoster } from './use-roster.ts';

type TRow = {
  key: string;
  id: string | null;
  rev: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  jersey: string;
  createdAt: string | null;
};
const blankRow = (): TRow => ({
  key: newId(),
  id: null,
  rev: null,
  firstName: '',
  lastName: '',
  phone: '',
  jersey: '',
  createdAt: null,
});
const field = 'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base';
const isFilled = (r: TRow) => r.firstName.trim() !== '' || r.lastName.trim() !== '';

/** Roster builder (spec: Roster builder). Works offline: players are written on the phone and sync later. */
export default function RosterBuilderPage() {
  const { teamId = '' } = useParams();
  const navigate = useNavigate();
  const { team, state } = usePrivateTeam(teamId);
  const roster = useRoster(teamId);
  const saved = roster?.players;
  const [rows, setRows] = useState<TRow[] | null>(null);
  const [problem, setProblem, clearOnEdit] = useProblem();
  const [isSaving, setSaving] = useState(false);

  // The saved players become the first rows, once; new rows follow.
  useEffect(() => {
    if (rows !== null || saved === undefined) return;
    const existing = saved.map((p) => ({
      key: p.id,
      id: p.id,
      rev: p._rev,
      firstName: p.firstName,
      lastName: p.lastName,
      phone: p.phone ?? '',
      jersey: p.jerseyNumber ? String(p.jerseyNumber) : '',
      createdAt: p.createdAt,
    }));
    setRows(existing.length ? existing : [blankRow()]);
  }, [saved, rows]);

  const isForeign = useIsForeignTeam(teamId);
  if (isForeign) return <NotYourTeam title={t('team.buildYourRoster2')} />;
  if (!team) return <TeamMissing title={t('team.buildYourRoster2')} state={state} />;
  if (rows === null) {
    return (
      <Page title={t('team.buildYourRoster2')}>
        <p role="status">{t('team.loading')}</p>
      </Page>
    );
  }

  const refusals = new Map((roster?.players ?? []).flatMap((p) => (p.refusal ? [[p.id, p.refusal]] : [])));
  const update = (key: string, change: Partial<TRow>) =>
    setRows((all) => all!.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const named = rows.filter((r) => r.firstName.trim() && r.lastName.trim());
  const fail = (message: string) => {
    setProblem(message);
    toast.error(message);
  };

  /** Checks phones and numbers, then writes every filled row as a player document. */
  const save = async (finish: boolean) => {
    const lines = [];
    for (const r of rows.filter(isFilled)) {
      const jersey = parseJerseyInput(r.jersey);
      if (jersey === 'invalid') return fail(t('team.jerseyNumbersGoFrom1'));
      const phone = r.phone.trim() ? normalisePhone(r.phone) : null;
      if (phone && !isInternationalPhone(phone)) return fail(MSG.invalidPhone);
      lines.push({ row: r, jersey, phone });
    }
    const asRoster = lines.map((l) => ({
      firstName: l.row.firstName,
      lastName: l.row.lastName,
      jerseyNumber: l.jersey,
    }));
    const message = finish ? checkRosterToFinish(asRoster) : checkRosterDraft(asRoster);
    if (message) return fail(message);
    setProblem(null);
    setSaving(true);
    try {
      const now = new Date().toISOString();
      // New players one millisecond apart, so every list keeps the order they were typed in.
      const created = creationTimes(lines.length);
      const db = teamDbName(teamId);
      const written = new Map<string, Partial<TRow>>();
      for (const [i, { row, jersey, phone }] of lines.entries()) {
        if (!row.firstName.trim() || !row.lastName.trim()) continue;
        const id = row.id ?? newId();
        const createdAt = row.createdAt ?? created[i]!;
        const rev = await writeDoc(db, {
          _id: docId('player', id),
          ...(row.rev ? { _rev: row.rev } : {}),
          type: 'player',
          teamId,
          firstName: row.firstName.trim(),
          lastName: row.lastName.trim(),
          phone,
          jerseyNumber: jersey,
          createdAt,
          updatedAt: now,
        });
        written.set(row.key, { id, rev, createdAt });
      }
      // The rows now stand for saved players: their next save updates them in place.
      setRows((all) => all!.map((r) => ({ ...r, ...written.get(r.key) })));
      if (finish) {
        const { id: _key, db: _db, ...body } = team;
        await writeDoc(db, {
          ...body,
          _id: docId('team', teamId),
          onboarding: { status: 'complete', checklist: ['team_created', 'roster_added'] },
        });
        toast.success(t('team.teamOnboardingCompleted'));
        navigate(`/teams/${teamId}/dashboard`);
      } else {
        toast.success(t('team.rosterDraftSavedSuccessfully'));
      }
    } catch (error) {
      fail(
        refusalText(error, finish ? t('team.failedToCompleteOnboarding') : t('team.failedToSaveRosterDraft')),
      );
    } finally {
      setSaving(false);
    }
  };

  const needed = playersStillNeeded(named.length);
  return (
    <Page title={t('team.buildYourRoster2')}>
      <p className="-mt-2 mb-4 text-stone-700">
        {t('team.captain2', { name: team.name, name2: team.captain.name })}
      </p>
      <p role="status" className="mb-4 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
        {needed > 0
          ? t('team.addMorePlayerToFinish', { needed })
          : t('team.playersYouCanFinishSetup', { length: named.length })}
      </p>
      <ol className="space-y-3" {...clearOnEdit}>
        {rows.map((r, i) => (
          <li key={r.key} className="rounded-2xl border border-stone-200 bg-white p-4">
            <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-4">
              <legend className="mb-1 text-sm font-semibold">{t('team.player3', { value: i + 1 })}</legend>
              {(
                [
                  ['firstName', t('team.firstName'), 'text'],
                  ['lastName', t('team.lastName'), 'text'],
                  ['phone', t('team.phoneOptional'), 'tel'],
                  ['jersey', t('team.jerseyNumberOptional'), 'text'],
                ] as const
              ).map(([name, label, type]) => (
                <div key={name}>
                  <label className="text-sm font-medium" htmlFor={`${r.key}-${name}`}>
                    {label}
                  </label>
                  <input
                    id={`${r.key}-${name}`}
                    maxLength={name === 'phone' ? PHONE_INPUT_MAX : name === 'jersey' ? 2 : NAME_MAX}
                    type={type}
                    inputMode={name === 'jersey' ? 'numeric' : undefined}
                    value={r[name]}
                    onChange={(e) =>
                      update(r.key, {
                        [name]: name === 'jersey' ? onlyNumber(e.target.value) : e.target.value,
                      })
                    }
                    className={field}
                  />
                </div>
              ))}
            </fieldset>
            {r.id && refusals.get(r.id) && <RefusedNote refusal={refusals.get(r.id)!} />}
            {rows.length > 1 && !r.id && (
              <button
                type="button"
                className="mt-2 min-h-11 text-sm font-semibold text-red-800 underline"
                onClick={() => setRows(rows.filter((x) => x.key !== r.key))}
              >
                {t('team.removePlayer2', { value: i + 1 })}
              </button>
            )}
          </li>
        ))}
      </ol>
      <Button variant="secondary" className="mt-3" onClick={() => setRows([...rows, blankRow()])}>
        {t('team.addPlayer2')}
      </Button>
      {problem && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-6 flex gap-3">
        <Button variant="secondary" className="flex-1" disabled={isSaving} onClick={() => void save(false)}>
          {t('team.saveDraft')}
        </Button>
        <Button className="flex-1" disabled={isSaving} onClick={() => void save(true)}>
          {t('team.finishOnboarding')}
        </Button>
      </div>
    </Page>
  );
}
