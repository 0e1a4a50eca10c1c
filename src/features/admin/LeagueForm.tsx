import { useState } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { docId } from '../../domain/db-names.ts';
import { DEFAULT_DISCIPLINE_RULES } from '../../domain/discipline-defaults.ts';
import { DISCIPLINE_FIELDS, type TLeagueFormValues, ZLeagueForm } from '../../domain/forms/league-form.ts';
import { newId } from '../../domain/ids.ts';
import { LEAGUE_LEVELS, MAX_TEAMS_DEFAULT } from '../../domain/limits.ts';
import { MSG } from '../../domain/messages.ts';
import type { TDisciplineRules } from '../../domain/schemas/discipline.ts';
import { DEFAULT_TIE_BREAKERS, TIE_BREAKERS, type TLeague } from '../../domain/schemas/league.ts';
import { PAYMENT_INSTRUCTIONS_MAX } from '../../domain/schemas/payment.ts';
import { WAIVER_MAX } from '../../domain/waiver.ts';
import { type TMessageKey, t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import {
  EmailField,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
  ValueOptions,
} from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite } from './admin-data.ts';
import { DeskForm } from './parts.tsx';
import { VenueFields } from './VenueFields.tsx';

type TTieBreaker = (typeof TIE_BREAKERS)[number];
const TIE_BREAKER_LABELS: Record<TTieBreaker, TMessageKey> = {
  goalDifference: 'admin.goalDifference',
  goalsFor: 'admin.goalsScored',
  headToHeadPoints: 'admin.headToHeadPoints',
  wins: 'admin.wins',
  name: 'admin.teamNameAToZ',
};

const DISCIPLINE_LABELS: Record<(typeof DISCIPLINE_FIELDS)[number][0], TMessageKey> = {
  redCardBan: 'admin.redCardBan',
  secondYellowBan: 'admin.secondYellowBan',
  yellowThreshold: 'admin.yellowThreshold',
  yellowBan: 'admin.yellowBan',
  fairPlayYellow: 'admin.fairPlayYellow',
  fairPlayRed: 'admin.fairPlayRed',
  awardWinner: 'admin.awardWinner',
  awardLoser: 'admin.awardLoser',
};

const text = (value: string | null | undefined) => value ?? '';

function initialValues(league: TRow<TLeague> | null): TLeagueFormValues {
  return {
    name: text(league?.name),
    season: text(league?.season),
    city: text(league?.city ?? 'New York'),
    startDate: text(league?.startDate),
    endDate: text(league?.endDate),
    price: league ? String(league.price) : '',
    level: league?.level ?? LEAGUE_LEVELS[0],
    maxTeams: String(league?.maxTeams ?? MAX_TEAMS_DEFAULT),
    rulesUrl: text(league?.rulesUrl),
    coverUrl: text(league?.coverUrl),
    contactEmail: text(league?.contactEmail),
    win: String(league?.points.win ?? 3),
    draw: String(league?.points.draw ?? 1),
    loss: String(league?.points.loss ?? 0),
    ...disciplineValues(league?.discipline ?? DEFAULT_DISCIPLINE_RULES),
    carryBans: league?.carryBans ?? true,
    fillIns: league?.fillIns ?? true,
    confirmationHours: String(league?.confirmationHours ?? 48),
    paymentLink: text(league?.payment?.link),
    paymentInstructions: text(league?.payment?.instructions),
    venues: (league?.venues ?? []).map((venue) => ({ name: venue.name, address: venue.address })),
    rosterDeadline: text(league?.rosterDeadline),
    waiver: text(league?.waiver),
  };
}

function disciplineValues(d: TDisciplineRules) {
  return {
    redCardBan: String(d.redCardBan),
    secondYellowBan: String(d.secondYellowBan),
    yellowThreshold: String(d.yellowThreshold),
    yellowBan: String(d.yellowBan),
    fairPlayYellow: String(d.fairPlay.yellow),
    fairPlayRed: String(d.fairPlay.red),
    awardWinner: String(d.award.winner),
    awardLoser: String(d.award.loser),
  };
}

/** The spec's league form (§5), plus the points rule and the ordered tie-breakers. */
export function LeagueForm({ league, onDone }: { league: TRow<TLeague> | null; onDone: () => void }) {
  const { register, control, submit, problem, clearOnEdit } = useSchemaForm(
    ZLeagueForm,
    initialValues(league),
  );
  const [order, setOrder] = useState<TTieBreaker[]>(() => [...(league?.tieBreakers ?? DEFAULT_TIE_BREAKERS)]);
  const move = (index: number, by: number) =>
    setOrder((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const toggle = (key: TTieBreaker) =>
    setOrder((list) => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key]));

  const save = submit(async (values) => {
    const doc = {
      _id: league ? docId('league', league.id) : docId('league', newId()),
      ...(league ? { _rev: league._rev } : {}),
      type: 'league',
      ...values,
      tieBreakers: order,
      // Not on the form: the season this one follows (ADR 055) stays as it was.
      previousLeagueId: league?.previousLeagueId ?? null,
      // Set on the Discipline tab (ADR 063).
      fines: league?.fines ?? null,
      createdAt: league?.createdAt ?? new Date().toISOString(),
    };
    const refused = await adminWrite('leagues', doc).catch(() => MSG.failedToSaveLeague);
    if (refused) return refused;
    toast.success(MSG.leagueSaved(!league));
    onDone();
  });

  const id = (key: string) => `league-${key}`;
  return (
    <DeskForm onSubmit={save} problem={problem} {...clearOnEdit}>
      <TextField id={id('name')} label={t('admin.leagueName')} {...register('name')} maxLength={100} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          id={id('season')}
          label={t('admin.season')}
          placeholder="2026-2027"
          {...register('season')}
          maxLength={20}
        />
        <TextField id={id('city')} label={t('admin.city')} {...register('city')} maxLength={100} />
        <TextField id={id('start')} label={t('admin.startDate')} type="date" {...register('startDate')} />
        <TextField id={id('end')} label={t('admin.endDate')} type="date" {...register('endDate')} />
        <NumberField decimals id={id('price')} label={t('admin.priceUsd')} {...register('price')} />
        <NumberField id={id('max')} label={t('admin.maxTeams')} {...register('maxTeams')} />
        <SelectField id={id('level')} label={t('admin.level')} {...register('level')}>
          <ValueOptions values={LEAGUE_LEVELS} />
        </SelectField>
        <EmailField id={id('contact')} label={t('admin.contactEMail')} {...register('contactEmail')} />
      </div>
      <TextField
        id={id('roster-deadline')}
        label={t('admin.rosterDeadline')}
        hint={t('admin.rosterDeadlineHint')}
        type="date"
        {...register('rosterDeadline')}
      />
      <TextField
        id={id('rules')}
        label={t('admin.rulesLinkPdf')}
        type="url"
        {...register('rulesUrl')}
        maxLength={2000}
      />
      <TextField
        id={id('cover')}
        label={t('admin.coverImageLink')}
        type="url"
        {...register('coverUrl')}
        maxLength={2000}
      />
      <VenueFields control={control} register={register} />
      <fieldset className="space-y-3 rounded-lg border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('admin.fees')}</legend>
        <TextField
          id={id('payment-link')}
          label={t('admin.paymentLink')}
          hint={t('admin.paymentLinkHint')}
          type="url"
          {...register('paymentLink')}
          maxLength={2000}
        />
        <TextAreaField
          id={id('payment-instructions')}
          label={t('admin.paymentInstructions')}
          rows={3}
          {...register('paymentInstructions')}
          maxLength={PAYMENT_INSTRUCTIONS_MAX}
        />
      </fieldset>
      <TextAreaField
        id={id('waiver')}
        label={t('admin.waiver')}
        hint={t('admin.waiverHint')}
        rows={4}
        {...register('waiver')}
        maxLength={WAIVER_MAX}
      />
      <fieldset className="rounded-lg border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('admin.points')}</legend>
        <div className="grid grid-cols-3 gap-2">
          <NumberField id={id('win')} label={t('admin.win')} {...register('win')} />
          <NumberField id={id('draw')} label={t('admin.draw')} {...register('draw')} />
          <NumberField id={id('loss')} label={t('admin.loss')} {...register('loss')} />
        </div>
      </fieldset>
      <NumberField
        id={id('confirmation')}
        label={t('admin.confirmationHours')}
        maxLength={3}
        {...register('confirmationHours')}
      />
      <fieldset className="rounded-lg border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('admin.disciplineRules')}</legend>
        <p className="mb-2 text-sm text-stone-600">{t('admin.disciplineRulesHelp')}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {DISCIPLINE_FIELDS.map(([field]) => (
            <NumberField
              key={field}
              id={id(field)}
              label={t(DISCIPLINE_LABELS[field])}
              {...register(field)}
            />
          ))}
        </div>
        <label className="mt-3 flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" {...register('carryBans')} />
          <span>{t('admin.carryBans')}</span>
        </label>
        <label className="mt-3 flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" {...register('fillIns')} />
          <span>{t('admin.fillInsAllowed')}</span>
        </label>
      </fieldset>
      <fieldset className="rounded-lg border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('admin.tieBreakersInOrder')}</legend>
        <ol className="space-y-1">
          {order.map((key, index) => (
            <li key={key} className="flex items-center gap-2">
              <span className="flex-1">
                {index + 1}. {t(TIE_BREAKER_LABELS[key])}
              </span>
              <Button
                variant="ghost"
                aria-label={t('admin.moveUp', { label: t(TIE_BREAKER_LABELS[key]) })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                aria-label={t('admin.moveDown', { label: t(TIE_BREAKER_LABELS[key]) })}
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </Button>
              <Button
                variant="ghost"
                aria-label={t('admin.remove', { label: t(TIE_BREAKER_LABELS[key]) })}
                onClick={() => toggle(key)}
              >
                ✕
              </Button>
            </li>
          ))}
        </ol>
        <div className="mt-2 flex flex-wrap gap-2">
          {TIE_BREAKERS.filter((key) => !order.includes(key)).map((key) => (
            <Button key={key} variant="secondary" onClick={() => toggle(key)}>
              {t('admin.add', { label: t(TIE_BREAKER_LABELS[key]) })}
            </Button>
          ))}
        </div>
      </fieldset>
      <FormActions onCancel={onDone} submit={league ? t('admin.saveLeague') : t('admin.createLeague')} />
    </DeskForm>
  );
}
