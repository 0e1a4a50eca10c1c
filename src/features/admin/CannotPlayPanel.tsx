import { useState } from 'react';
import { useLiveQuery } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { cannotPlayStands, FORFEIT_GOALS, forfeitScore } from '../../domain/cannot-play.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { docId, leagueDbName, teamDbName } from '../../domain/db-names.ts';
import type { TCannotPlay } from '../../domain/schemas/cannot-play.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { RowButton } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite, asDoc, byId, type TAdminData } from './admin-data.ts';
import { ConfirmDialog } from './parts.tsx';

export type TCannotPlayItem = { notice: TRow<TCannotPlay>; match: TRow<TMatch> };

/** Teams' notices that they cannot play a coming match, still standing, soonest match first (ADR 059). */
export function useCannotPlay(data: TAdminData): TCannotPlayItem[] {
  const notices = useLiveQuery(() => store.cannotPlays.toArray(), []) ?? [];
  const matches = byId(data.matches);
  const now = Date.now();
  return notices
    .flatMap((notice) => {
      const match = matches.get(notice.matchId);
      return match && cannotPlayStands(notice, match, now) ? [{ notice, match }] : [];
    })
    .sort((a, b) => a.match.date.localeCompare(b.match.date));
}

type TChoice = { item: TCannotPlayItem; action: 'forfeit' | 'on' };

/**
 * On the Matches tab: each team that cannot play, with its reason. The league records the forfeit
 * (the other team wins 3–0, the referee comes off the match and is told) or says the match is on
 * (the notice is taken away and everyone is told). Either after a confirmation.
 */
export function CannotPlayPanel({ data }: { data: TAdminData }) {
  const items = useCannotPlay(data);
  const [choice, setChoice] = useState<TChoice | null>(null);
  if (items.length === 0) return null;
  const teams = byId(data.teams);
  const name = (id: string) => teams.get(id)?.name ?? t('admin.unknownTeam');
  const title = (m: TMatch) => t('admin.vs2', { name: name(m.homeTeamId), name2: name(m.awayTeamId) });
  const other = ({ notice, match }: TCannotPlayItem) =>
    name(match.homeTeamId === notice.teamId ? match.awayTeamId : match.homeTeamId);
  const act = async ({ item, action }: TChoice) => {
    setChoice(null);
    const { notice, match } = item;
    const refused =
      action === 'forfeit'
        ? await adminWrite(leagueDbName(match.leagueId), {
            ...asDoc(match, 'match'),
            status: 'completed',
            score: forfeitScore(match, notice.teamId),
            refereeId: null,
            resultNote: t('admin.cannotPlay.forfeitNote', { team: name(notice.teamId) }),
            updatedAt: new Date().toISOString(),
          })
        : await adminWrite(teamDbName(notice.teamId), {
            _id: docId('cannotPlay', notice.matchId),
            _rev: notice._rev,
            _deleted: true,
          });
    if (refused) toast.error(refused);
    else toast.success(t(action === 'forfeit' ? 'admin.cannotPlay.forfeited' : 'admin.cannotPlay.onAgain'));
  };
  return (
    <Section id="cannot-play-heading" level={3} tone="amber" title={t('admin.cannotPlay.title')}>
      <ul className="mt-2 space-y-3">
        {items.map((item) => {
          const { notice, match } = item;
          return (
            <li key={notice.id} className="rounded-xl bg-white p-3" data-testid="cannot-play">
              <p className="font-semibold">{t('admin.cannotPlay.who', { team: name(notice.teamId) })}</p>
              <p className="text-sm">
                {formatLeagueDate(match.date)} {formatLeagueTime(match.date)} · {title(match)}
              </p>
              <p className="break-words text-sm text-stone-700">
                {t('admin.cannotPlay.why', { reason: notice.reason })}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <RowButton
                  variant="primary"
                  text={t('admin.cannotPlay.forfeit')}
                  label={t('admin.cannotPlay.forfeitOf', { match: title(match) })}
                  onClick={() => setChoice({ item, action: 'forfeit' })}
                />
                <RowButton
                  text={t('admin.cannotPlay.keepOn')}
                  label={t('admin.cannotPlay.keepOnOf', { match: title(match) })}
                  onClick={() => setChoice({ item, action: 'on' })}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        title={
          choice?.action === 'on' ? t('admin.cannotPlay.keepOnTitle') : t('admin.cannotPlay.forfeitTitle')
        }
        isOpen={choice !== null}
        onClose={() => setChoice(null)}
        confirmLabel={choice?.action === 'on' ? t('admin.cannotPlay.keepOn') : t('admin.cannotPlay.forfeit')}
        onConfirm={() => void act(choice!)}
      >
        <p>
          {choice &&
            (choice.action === 'on'
              ? t('admin.cannotPlay.keepOnConfirm', { team: name(choice.item.notice.teamId) })
              : t('admin.cannotPlay.forfeitConfirm', {
                  winner: other(choice.item),
                  goals: FORFEIT_GOALS,
                  team: name(choice.item.notice.teamId),
                }))}
        </p>
      </ConfirmDialog>
    </Section>
  );
}
