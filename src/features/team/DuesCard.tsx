import { lazy, Suspense, useState } from 'react';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { useRefusals } from '../../data/refusals.ts';
import { formatCalendarDate } from '../../domain/dates.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { dueSummary } from '../../domain/dues.ts';
import { TEAM_DUES_KEPT } from '../../domain/limits.ts';
import { formatCents } from '../../domain/money.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { RefusedNote } from '../../ui/Refusal.tsx';
import { Section } from '../../ui/Section.tsx';
import type { TRosterRow } from './use-roster.ts';

// The dialogs load when opened, not with the dashboard (issue #36).
const DueForm = lazy(() => import('./DueForm.tsx'));
const DueDialog = lazy(() => import('./DueDialog.tsx'));

/**
 * ADR 065: what the captain collects from the players (the league fee's shares, shirts, a
 * referee's fee), who has paid and what is still to come in. Each player sees their own line on
 * their link's page.
 */
export function DuesCard({
  teamId,
  players,
  feeCents,
}: {
  teamId: string;
  players: TRosterRow[];
  /** The league's fee, for "Split the league fee"; 0 when there is none. */
  feeCents: number;
}) {
  const dues = useLiveQuery(() => store.teamDues.where('teamId').equals(teamId).toArray(), [teamId]);
  const refusals = useRefusals(teamDbName(teamId));
  const [isAdding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [editId, setEditId] = useState<string | null>(null);
  if (!dues) return null;
  const sorted = [...dues].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const open = sorted.find((d) => d.id === openId) ?? null;
  const editing = sorted.find((d) => d.id === editId) ?? null;
  return (
    <Section
      id="dues"
      title={t('team.dues.title')}
      aside={
        sorted.length < TEAM_DUES_KEPT && (
          <Button variant="secondary" onClick={() => setAdding(true)} disabled={players.length === 0}>
            {t('team.dues.new')}
          </Button>
        )
      }
    >
      {sorted.length === 0 && <p className="mt-2 text-sm text-stone-600">{t('team.dues.empty')}</p>}
      <ul className="mt-2 divide-y divide-stone-100">
        {sorted.map((due) => {
          const sum = dueSummary(due);
          const refusal = refusals.get(docId('teamDue', due.id));
          return (
            <li key={due.id} className="py-2">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="break-words font-semibold">{due.title}</p>
                  <p className="text-sm text-stone-700">
                    {t('team.dues.line', {
                      amount: formatCents(due.amountCents),
                      paid: sum.paid,
                      owed: sum.owed,
                    })}
                  </p>
                  <p className={`text-sm ${sum.outstandingCents > 0 ? 'text-red-900' : 'text-emerald-900'}`}>
                    {sum.outstandingCents > 0
                      ? t('team.dues.toCollect', { amount: formatCents(sum.outstandingCents) })
                      : t('team.dues.allIn')}
                    {due.dueDate && sum.outstandingCents > 0 && (
                      <> · {t('team.dues.dueBy', { date: formatCalendarDate(due.dueDate) })}</>
                    )}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => setOpenId(due.id)}
                  aria-label={t('team.dues.openNamed', { title: due.title })}
                >
                  {t('team.dues.open')}
                </Button>
              </div>
              {refusal && <RefusedNote refusal={refusal} />}
            </li>
          );
        })}
      </ul>
      <Suspense fallback={null}>
        {isAdding && (
          <DueForm teamId={teamId} players={players} feeCents={feeCents} onClose={() => setAdding(false)} />
        )}
        {open && (
          <DueDialog
            teamId={teamId}
            due={open}
            players={players}
            onEdit={() => {
              setOpenId(null);
              setEditId(open.id);
            }}
            onClose={() => setOpenId(null)}
          />
        )}
        {editing && (
          <DueForm
            teamId={teamId}
            players={players}
            feeCents={feeCents}
            due={editing}
            onClose={() => setEditId(null)}
          />
        )}
      </Suspense>
    </Section>
  );
}
