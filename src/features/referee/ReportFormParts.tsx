import { type Control, type DeepPartial, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { ratingLabel } from '../../domain/labels.ts';
import { LONG_TEXT_MAX, NOTE_MAX, WEATHER } from '../../domain/limits.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { NumberField, SelectField, TextField, ValueOptions } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { SuspendedBadge } from '../../ui/Suspension.tsx';
import type { TReportForm } from './report-form.ts';
import type { TPlayer } from './use-match-data.ts';

/** One team's arrival and attendance in the report form. */
export function Attendance({
  side,
  team,
  register,
  onTime,
}: {
  side: 'home' | 'away';
  team: { name: string; players: TPlayer[] };
  register: UseFormRegister<TReportForm>;
  onTime: boolean;
}) {
  return (
    <div>
      <h2 className="font-semibold">{team.name}</h2>
      <label className="mt-2 flex min-h-11 items-center gap-3 text-sm font-medium">
        <input type="checkbox" {...register(`${side}.onTime`)} /> {t('referee.arrivedOnTime')}
      </label>
      {!onTime && (
        <NumberField
          id={`${side}-delay`}
          label={t('referee.delayMinutes')}
          className="mt-2"
          {...register(`${side}.delayMinutes`)}
        />
      )}
      <NumberField
        id={`${side}-present`}
        label={t('referee.playersPresent')}
        className="mt-2"
        maxLength={2}
        {...register(`${side}.presentPlayers`)}
      />
      <fieldset className="mt-3">
        <legend className="text-sm font-medium">{t('referee.missingPlayers')}</legend>
        {team.players.length === 0 && (
          <p className="text-sm text-stone-600">{t('referee.noRosterOnThisDevice')}</p>
        )}
        <div className="mt-1 max-h-48 overflow-y-auto">
          {team.players.map((p) => (
            <label key={p.id} className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" value={p.id} {...register(`${side}.missingPlayers`)} />{' '}
              <span>
                {p.name}
                <SuspendedBadge bans={p.suspended} />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

export type TSide = { id: string; name: string; players: TPlayer[] };

/** Goals or cards: rows added and removed, each with its team, player and minute. */
export function EventList({
  kind,
  title,
  control,
  register,
  sides,
  values,
  nested = false,
}: {
  kind: 'goals' | 'yellowCards' | 'redCards';
  title: string;
  control: Control<TReportForm>;
  register: UseFormRegister<TReportForm>;
  sides: TSide[];
  values: DeepPartial<TReportForm>;
  nested?: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: kind });
  const isGoal = kind === 'goals';
  const singular = isGoal ? 'goal' : kind === 'yellowCards' ? 'yellow' : 'red';
  const Wrapper = nested ? 'section' : 'fieldset';
  return (
    <Wrapper
      className={nested ? '' : 'rounded-2xl border border-stone-200 bg-white p-4'}
      aria-label={nested ? title : undefined}
    >
      {nested ? (
        <h3 className="font-semibold">{title}</h3>
      ) : (
        <legend className="px-1 text-lg font-semibold">{title}</legend>
      )}
      <ol className="mt-2 space-y-3">
        {fields.map((item, i) => {
          const row = (values[kind] as { teamId?: string }[] | undefined)?.[i];
          const players = sides.find((s) => s.id === row?.teamId)?.players ?? [];
          const id = `${kind}-${i}`;
          return (
            <li key={item.id} className="grid grid-cols-1 gap-2 rounded-xl bg-stone-50 p-3 sm:grid-cols-2">
              <SelectField id={`${id}-team`} label={t('referee.team')} {...register(`${kind}.${i}.teamId`)}>
                <option value="">{t('referee.chooseATeam')}</option>
                {sides.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                id={`${id}-player`}
                label={t('referee.player')}
                {...register(`${kind}.${i}.playerId`)}
              >
                <option value="">{t('referee.chooseAPlayer')}</option>
                {players.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.suspended ? t('referee.playerSuspended', { name: p.name }) : p.name}
                  </option>
                ))}
              </SelectField>
              <NumberField
                id={`${id}-minute`}
                label={t('referee.minute')}
                {...register(`${kind}.${i}.minute`)}
              />
              {isGoal ? (
                <SelectField
                  id={`${id}-assist`}
                  label={t('referee.assistOptional')}
                  {...register(`goals.${i}.assistPlayerId`)}
                >
                  <option value="">{t('referee.noAssist')}</option>
                  {players.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </SelectField>
              ) : (
                <TextField
                  id={`${id}-reason`}
                  maxLength={NOTE_MAX}
                  label={t('referee.reason')}
                  {...register(`${kind as 'yellowCards'}.${i}.reason`)}
                />
              )}
              <div className="sm:col-span-2">
                <button
                  type="button"
                  onClick={() => remove(i)}
                  className="min-h-11 text-sm font-semibold text-red-800 underline"
                >
                  {t('referee.removeThis', { singular })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() =>
          append(
            isGoal
              ? { teamId: '', playerId: '', minute: '', assistPlayerId: '' }
              : ({ teamId: '', playerId: '', minute: '', reason: '' } as never),
          )
        }
      >
        {t('referee.add', { singular })}
      </Button>
    </Wrapper>
  );
}

/** Asked once on Submit when a suspended player took part: the referee reports what happened. */
/** The yellow and red cards, one fieldset. */
export function CardLists(props: {
  control: Control<TReportForm>;
  register: UseFormRegister<TReportForm>;
  sides: TSide[];
  values: DeepPartial<TReportForm>;
}) {
  return (
    <fieldset className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{t('referee.disciplinaryActions')}</legend>
      <EventList kind="yellowCards" title={t('referee.yellowCards')} {...props} nested />
      <EventList kind="redCards" title={t('referee.redCards')} {...props} nested />
    </fieldset>
  );
}

export function ConfirmSuspended(props: {
  names: string[];
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal title={t('rules.discipline.mustNotPlay')} isOpen={props.isOpen} onClose={props.onCancel}>
      <p>{t('referee.suspendedConfirm', { names: props.names.join(', ') })}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={props.onCancel}>
          {t('referee.goBack')}
        </Button>
        <Button onClick={props.onConfirm}>{t('referee.submitAnyway')}</Button>
      </div>
    </Modal>
  );
}

/** A plain input's look, for the few inputs that are not Field components. */
export const field = 'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base';

/** The referee's ratings of the match and the weather. */
export function Evaluation({ register }: { register: UseFormRegister<TReportForm> }) {
  return (
    <fieldset className="rounded-2xl border border-stone-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{t('referee.matchEvaluation')}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {(
          [
            ['matchQuality', t('referee.matchQuality')],
            ['fairPlay', t('referee.fairPlay')],
            ['fieldConditions', t('referee.fieldConditions')],
          ] as const
        ).map(([name, label]) => (
          <SelectField key={name} id={name} label={label} {...register(name)}>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {ratingLabel(n)}
              </option>
            ))}
          </SelectField>
        ))}
        <SelectField
          id="weatherConditions"
          label={t('referee.weatherConditions')}
          {...register('weatherConditions')}
        >
          <ValueOptions values={WEATHER} />
        </SelectField>
      </div>
    </fieldset>
  );
}

/** Incidents, recommendations and notes. */
export function Notes({ register }: { register: UseFormRegister<TReportForm> }) {
  return (
    <fieldset className="rounded-2xl border border-stone-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{t('referee.additionalInformation')}</legend>
      {(
        [
          ['incidents', t('referee.incidents2')],
          ['recommendations', t('referee.recommendations')],
          ['additionalNotes', t('referee.additionalNotes')],
        ] as const
      ).map(([name, label]) => (
        <div key={name} className="mt-3">
          <label className="block text-sm font-medium" htmlFor={name}>
            {label}
          </label>
          <textarea
            id={name}
            maxLength={LONG_TEXT_MAX}
            rows={3}
            className={`${field} py-2`}
            {...register(name)}
          />
        </div>
      ))}
    </fieldset>
  );
}
