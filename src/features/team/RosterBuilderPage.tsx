import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type { TRefusal, TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { usePrivateTeam } from '../../data/team-lookup.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { type TRosterRowValues, ZRosterForm } from '../../domain/forms/roster-form.ts';
import { newId } from '../../domain/ids.ts';
import { MAX_ROSTER, NAME_MAX, PHONE_INPUT_MAX } from '../../domain/limits.ts';
import type { TPastedPlayer } from '../../domain/roster-paste.ts';
import { playersStillNeeded } from '../../domain/rules.ts';
import type { TTeam } from '../../domain/schemas/team.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { onlyNumber } from '../../ui/Field.tsx';
import { Page } from '../../ui/Page.tsx';
import { RefusedNote } from '../../ui/Refusal.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { NotYourTeam, useIsForeignTeam } from './NotYourTeam.tsx';
import { PasteRoster } from './PasteRoster.tsx';
import { TeamMissing } from './TeamMissing.tsx';
import { creationTimes, useRoster } from './use-roster.ts';

const blankRow = (): TRosterRowValues => ({
  playerId: null,
  rev: null,
  createdAt: null,
  firstName: '',
  lastName: '',
  phone: '',
  jersey: '',
});
const field = 'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base';

/** Roster builder (spec: Roster builder). Works offline: players are written on the phone and sync later. */
export default function RosterBuilderPage() {
  const { teamId = '' } = useParams();
  const navigate = useNavigate();
  const { team, state } = usePrivateTeam(teamId);
  const roster = useRoster(teamId);
  const saved = roster?.players;
  const isForeign = useIsForeignTeam(teamId);
  if (isForeign) return <NotYourTeam title={t('team.buildYourRoster2')} />;
  if (!team) return <TeamMissing title={t('team.buildYourRoster2')} state={state} />;
  if (saved === undefined) {
    return (
      <Page title={t('team.buildYourRoster2')}>
        <p role="status">{t('team.loading')}</p>
      </Page>
    );
  }
  // The saved players become the first rows, once; new rows follow.
  const rows = saved.map((p) => ({
    playerId: p.id,
    rev: p._rev,
    createdAt: p.createdAt,
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone ?? '',
    jersey: p.jerseyNumber ? String(p.jerseyNumber) : '',
  }));
  const refusals = new Map(saved.flatMap((p) => (p.refusal ? [[p.id, p.refusal]] : [])));
  return (
    <RosterForm
      team={team}
      initialRows={rows.length ? rows : [blankRow()]}
      refusals={refusals}
      onFinished={() => navigate(`/teams/${teamId}/dashboard`)}
    />
  );
}

function RosterForm({
  team,
  initialRows,
  refusals,
  onFinished,
}: {
  team: TRow<TTeam>;
  initialRows: TRosterRowValues[];
  refusals: Map<string, TRefusal>;
  onFinished: () => void;
}) {
  const teamId = team.id;
  const { register, control, watch, setValue, submit, problem, clearOnEdit, formState } = useSchemaForm(
    ZRosterForm,
    { rows: initialRows, finish: false },
  );
  const rowList = useFieldArray({ control, name: 'rows' });
  const rows = watch('rows');
  const named = rows.filter((r) => r.firstName.trim() && r.lastName.trim());
  const [isPasting, setPasting] = useState(false);
  /** A pasted list (ADR 074) becomes rows after the named ones; empty new rows make way for it. */
  const addPasted = async (players: TPastedPlayer[]) => {
    const empty = rows.flatMap((r, i) =>
      !r.playerId && !r.firstName.trim() && !r.lastName.trim() ? [i] : [],
    );
    rowList.remove(empty);
    rowList.append(
      players.map((p) => ({
        ...blankRow(),
        firstName: p.firstName,
        lastName: p.lastName,
        phone: p.phone ?? '',
        jersey: p.jerseyNumber ? String(p.jerseyNumber) : '',
      })),
    );
    toast.success(t('team.paste.listed', { count: players.length }));
    return undefined;
  };

  /** Writes every named row as a player document (the schema checked phones and numbers). */
  const save = submit(async ({ finish, lines }) => {
    try {
      const now = new Date().toISOString();
      // New players one millisecond apart, so every list keeps the order they were typed in.
      const created = creationTimes(lines.length);
      const db = teamDbName(teamId);
      for (const [i, { index, row, jerseyNumber, phone }] of lines.entries()) {
        if (!row.firstName.trim() || !row.lastName.trim()) continue;
        const playerId = row.playerId ?? newId();
        const createdAt = row.createdAt ?? created[i]!;
        const rev = await writeDoc(db, {
          _id: docId('player', playerId),
          ...(row.rev ? { _rev: row.rev } : {}),
          type: 'player',
          teamId,
          firstName: row.firstName.trim(),
          lastName: row.lastName.trim(),
          phone,
          jerseyNumber,
          createdAt,
          updatedAt: now,
        });
        // The row now stands for a saved player: its next save updates it in place.
        setValue(`rows.${index}`, { ...watch(`rows.${index}`), playerId, rev, createdAt });
      }
      if (finish) {
        const { id: _key, db: _db, ...body } = team;
        await writeDoc(db, {
          ...body,
          _id: docId('team', teamId),
          onboarding: { status: 'complete', checklist: ['team_created', 'roster_added'] },
        });
        toast.success(t('team.teamOnboardingCompleted'));
        onFinished();
      } else {
        toast.success(t('team.rosterDraftSavedSuccessfully'));
      }
    } catch (error) {
      return refusalText(
        error,
        finish ? t('team.failedToCompleteOnboarding') : t('team.failedToSaveRosterDraft'),
      );
    }
  });
  const saveAs = (finish: boolean) => {
    setValue('finish', finish);
    void save();
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
        {rowList.fields.map((item, i) => {
          const r = rows[i] ?? item;
          return (
            <li key={item.id} className="rounded-2xl border border-stone-200 bg-white p-4">
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
                    <label className="text-sm font-medium" htmlFor={`${item.id}-${name}`}>
                      {label}
                    </label>
                    <input
                      id={`${item.id}-${name}`}
                      maxLength={name === 'phone' ? PHONE_INPUT_MAX : name === 'jersey' ? 2 : NAME_MAX}
                      type={type}
                      inputMode={name === 'jersey' ? 'numeric' : undefined}
                      {...register(`rows.${i}.${name}`, {
                        onChange: (e: { target: { value: string } }) => {
                          if (name === 'jersey') e.target.value = onlyNumber(e.target.value);
                        },
                      })}
                      className={field}
                    />
                  </div>
                ))}
              </fieldset>
              {r.playerId && refusals.get(r.playerId) && <RefusedNote refusal={refusals.get(r.playerId)!} />}
              {rowList.fields.length > 1 && !r.playerId && (
                <button
                  type="button"
                  className="mt-2 min-h-11 text-sm font-semibold text-red-800 underline"
                  onClick={() => rowList.remove(i)}
                >
                  {t('team.removePlayer2', { value: i + 1 })}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => rowList.append(blankRow())}>
          {t('team.addPlayer2')}
        </Button>
        <Button variant="secondary" onClick={() => setPasting(true)}>
          {t('team.paste.open')}
        </Button>
      </div>
      {isPasting && (
        <PasteRoster
          teammates={named.map((r, i) => ({
            id: r.playerId ?? `row-${i}`,
            firstName: r.firstName,
            lastName: r.lastName,
            jerseyNumber: Number(r.jersey) || 0,
          }))}
          room={MAX_ROSTER - named.length}
          onClose={() => setPasting(false)}
          onAdd={addPasted}
        />
      )}
      {problem && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-6 flex gap-3">
        <Button
          variant="secondary"
          className="flex-1"
          disabled={formState.isSubmitting}
          onClick={() => saveAs(false)}
        >
          {t('team.saveDraft')}
        </Button>
        <Button className="flex-1" disabled={formState.isSubmitting} onClick={() => saveAs(true)}>
          {t('team.finishOnboarding')}
        </Button>
      </div>
    </Page>
  );
}
