import { useEffect, useState } from 'react';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { hasFines, teamFines } from '../../domain/fines.ts';
import { ZCardFinesForm } from '../../domain/forms/fines-form.ts';
import { formatCents } from '../../domain/money.ts';
import { t } from '../../i18n/core.ts';
import { Button, RowButton } from '../../ui/Button.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite, asDoc, type TAdminData } from './admin-data.ts';
import { FinePayment } from './FinePayment.tsx';
import { DeskForm, LeagueOptions } from './parts.tsx';

const dollars = (cents: number | undefined) => (cents ? String(cents / 100) : '');

/** Teams that owe card fines, in the leagues that charge for cards; null when none does. */
export function useFinesOwed(data: TAdminData): { name: string; balanceCents: number }[] | null {
  const credits = useLiveQuery(() => store.fineCredits.toArray(), []) ?? [];
  const charging = data.leagues.filter((league) => hasFines(league.fines));
  if (charging.length === 0) return null;
  return charging.flatMap((league) => {
    const matches = data.matches.filter((m) => m.leagueId === league.id);
    return data.teams
      .filter((team) => team.leagueId === league.id && !team.withdrawnAt)
      .map((team) => ({
        name: team.name,
        balanceCents: teamFines(team.id, matches, league.fines, credits).balanceCents,
      }))
      .filter((row) => row.balanceCents > 0);
  });
}

/**
 * ADR 063: what a card costs its team in each league, and what each team owes and has paid. The
 * fines are saved on the league (offline too, like any desk write); payments in the team's database.
 */
export function CardFines({ data }: { data: TAdminData }) {
  const credits = useLiveQuery(() => store.fineCredits.toArray(), []) ?? [];
  const { register, watch, setValue, submit, problem, clearOnEdit, formState } = useSchemaForm(
    ZCardFinesForm,
    {
      leagueId: data.leagues[0]?.id ?? '',
      yellow: '',
      red: '',
    },
  );
  const [paying, setPaying] = useState<string | null>(null);
  const leagueId = watch('leagueId');
  const league = data.leagues.find((l) => l.id === leagueId);
  // Choosing a league shows its fines, to change or clear.
  useEffect(() => {
    setValue('yellow', dollars(league?.fines?.yellowCents));
    setValue('red', dollars(league?.fines?.redCents));
  }, [league?.fines?.yellowCents, league?.fines?.redCents, setValue]);
  const save = submit(async ({ fines }) => {
    if (!league) return null;
    const refused = await adminWrite('leagues', { ...asDoc(league, 'league'), fines });
    if (refused) return refused;
    toast.success(t('admin.fines.saved', { league: league.name }));
    return null;
  });
  const matches = data.matches.filter((m) => m.leagueId === leagueId);
  const rows = data.teams
    .filter((team) => team.leagueId === leagueId)
    .map((team) => ({ team, fines: teamFines(team.id, matches, league?.fines, credits) }))
    .filter((row) => row.fines.cards.length > 0 || row.fines.paidCents > 0);
  const payingTeam = rows.find((row) => row.team.id === paying);
  return (
    <details className="rounded-2xl border border-stone-200 bg-white p-4">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('admin.fines.title')}</summary>
      <p className="mb-3 text-sm text-stone-600">{t('admin.fines.hint')}</p>
      <DeskForm onSubmit={save} problem={problem} {...clearOnEdit}>
        <SelectField id="fines-league" label={t('admin.pay.feeLeague')} {...register('leagueId')}>
          <LeagueOptions leagues={data.leagues} />
        </SelectField>
        <div className="grid grid-cols-2 gap-3">
          {(['yellow', 'red'] as const).map((card) => (
            <TextField
              key={card}
              id={`fines-${card}`}
              label={t(card === 'yellow' ? 'admin.fines.yellow' : 'admin.fines.red')}
              inputMode="decimal"
              maxLength={7}
              autoComplete="off"
              {...register(card)}
            />
          ))}
        </div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('admin.fines.save')}
        </Button>
      </DeskForm>
      <h3 className="mt-4 font-semibold">{t('admin.fines.teamsTitle')}</h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{t('admin.fines.none')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {rows.map(({ team, fines }) => (
            <li key={team.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="min-w-0 break-words">
                <span className="font-medium">{team.name}</span>{' '}
                {t('admin.fines.teamLine', {
                  owed: formatCents(fines.owedCents),
                  count: fines.cards.length,
                  paid: formatCents(fines.paidCents),
                  balance: formatCents(Math.max(0, fines.balanceCents)),
                })}
              </span>
              <RowButton
                text={t('admin.fines.record')}
                label={t('admin.fines.recordFor', { team: team.name })}
                onClick={() => setPaying(team.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <Modal
        title={t('admin.fines.paymentTitle', { team: payingTeam?.team.name ?? '' })}
        isOpen={payingTeam !== undefined}
        onClose={() => setPaying(null)}
      >
        {payingTeam && (
          <FinePayment
            team={payingTeam.team}
            fines={payingTeam.fines}
            credits={credits.filter((c) => c.teamId === payingTeam.team.id)}
            onDone={() => setPaying(null)}
          />
        )}
      </Modal>
    </details>
  );
}
