import { useMemo, useState } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { teamDbName } from '../../domain/db-names.ts';
import { MIN_ROSTER_TO_FINISH, SHORT_TEXT_MAX } from '../../domain/limits.ts';
import { MSG } from '../../domain/messages.ts';
import type { TTeam } from '../../domain/schemas/team.ts';
import { t } from '../../i18n/core.ts';
import { Button, RowButton } from '../../ui/Button.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { usePaged } from '../../ui/paged.tsx';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite, asDoc, byId, type TAdminData } from './admin-data.ts';
import { PaymentsPanel } from './PaymentsPanel.tsx';
import { Badge, Empty, LeagueOptions, useFilterParams } from './parts.tsx';
import { RosterExport } from './RosterExport.tsx';
import { TeamDetail } from './TeamDetail.tsx';

/** Teams by league: payment status with its toggle, and each team's details. */
export function TeamsTab({ data }: { data: TAdminData }) {
  const { params, setFilter } = useFilterParams();
  const leagueId = params.get('league') ?? '';
  const paid = params.get('paid') ?? '';
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const leagues = byId(data.leagues);
  const rosterSize = useMemo(() => {
    const sizes = new Map<string, number>();
    for (const p of data.players) sizes.set(p.teamId, (sizes.get(p.teamId) ?? 0) + 1);
    return sizes;
  }, [data.players]);
  const needle = search.trim().toLowerCase();
  const shown = data.teams.filter(
    (team) =>
      (!leagueId || team.leagueId === leagueId) &&
      (!paid || (paid === 'paid') === team.paid) &&
      (!needle ||
        team.name.toLowerCase().includes(needle) ||
        team.captain.name.toLowerCase().includes(needle)),
  );
  const { visible, more } = usePaged(shown, `${leagueId}|${paid}|${needle}`);
  async function togglePaid(team: TRow<TTeam>) {
    const refused = await adminWrite(teamDbName(team.id), { ...asDoc(team, 'team'), paid: !team.paid }).catch(
      () => MSG.failedToUpdatePayment,
    );
    if (refused) toast.error(MSG.failedToUpdatePayment);
    else toast.success(MSG.paymentUpdated(!team.paid));
  }
  const open = openId ? data.teams.find((team) => team.id === openId) : undefined;
  return (
    <div className="space-y-4">
      <PaymentsPanel data={data} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField
          id="teams-league"
          label={t('admin.league')}
          value={leagueId}
          onChange={(e) => setFilter('league', e.target.value)}
        >
          <option value="">{t('admin.allLeagues')}</option>
          <LeagueOptions leagues={data.leagues} />
        </SelectField>
        <SelectField
          id="teams-paid"
          label={t('admin.payment')}
          value={paid}
          onChange={(e) => setFilter('paid', e.target.value)}
        >
          <option value="">{t('admin.paidAndUnpaid')}</option>
          <option value="paid">{t('admin.paid')}</option>
          <option value="unpaid">{t('admin.unpaid')}</option>
        </SelectField>
        <TextField
          id="teams-search"
          maxLength={SHORT_TEXT_MAX}
          label={t('admin.search')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('admin.teamOrCaptain')}
        />
      </div>
      <RosterExport data={data} leagueId={leagueId} />
      {shown.length === 0 ? (
        <Empty title={t('admin.noTeamsFound')}>
          {data.teams.length ? t('admin.tryAnotherLeagueOrFilter') : t('admin.teamsAppearHereWhenCaptains')}
        </Empty>
      ) : (
        <ul className="space-y-2">
          {visible.map((team) => {
            const size = rosterSize.get(team.id) ?? 0;
            return (
              <li
                key={team.id}
                className="flex flex-wrap items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="break-words font-semibold">
                    {team.name} {team.withdrawnAt && <Badge tone="grey">{t('admin.withdrawn')}</Badge>}
                  </p>
                  <p className="text-sm text-stone-600">
                    {t('admin.captainPlayers', {
                      value: leagues.get(team.leagueId)?.name ?? t('admin.unknownLeague'),
                      name: team.captain.name,
                      size,
                    })}
                    {size < MIN_ROSTER_TO_FINISH ? t('admin.under7') : ''}
                  </p>
                </div>
                <Badge tone={team.paid ? 'green' : 'yellow'}>
                  {team.paid ? t('admin.paid') : t('admin.unpaid')}
                </Badge>
                <Button
                  variant="secondary"
                  onClick={() => void togglePaid(team)}
                  aria-label={
                    team.paid
                      ? t('admin.markUnpaid', { name: team.name })
                      : t('admin.markPaid', { name: team.name })
                  }
                >
                  {team.paid ? t('admin.markAsUnpaid') : t('admin.markAsPaid')}
                </Button>
                <RowButton
                  variant="ghost"
                  text={t('admin.details')}
                  label={t('admin.detailsOf', { name: team.name })}
                  onClick={() => setOpenId(team.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {more}
      <Modal
        title={open ? open.name : t('admin.team2')}
        isOpen={open !== undefined}
        onClose={() => setOpenId(null)}
        size="lg"
      >
        {open && <TeamDetail team={open} data={data} onClose={() => setOpenId(null)} />}
      </Modal>
    </div>
  );
}
