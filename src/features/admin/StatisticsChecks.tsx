import { useState } from 'react';
import { splitAdjustments, standingsOf, type TLeagueBundle } from '../../data/league.ts';
import { writeDocs } from '../../data/outbox.ts';
import { compareInstants } from '../../domain/dates.ts';
import { docId, leagueDbName } from '../../domain/db-names.ts';
import { derivePlayerStats, type TPlayerAdjustment } from '../../domain/player-stats.ts';
import type { TAdjustment } from '../../domain/schemas/adjustment.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Section } from '../../ui/Section.tsx';
import { toast } from '../../ui/toasts.tsx';

type TServerDoc = Record<string, unknown> & { _id: string; type?: string };
const PAGE = 5000;

/** The league as the server holds it now, in the shape this device's screens derive from. */
async function serverBundle(local: TLeagueBundle): Promise<TLeagueBundle> {
  // The changes feed with documents is the gateway's full read of a database, page by page.
  const docs: TServerDoc[] = [];
  let since: string | number = 0;
  for (;;) {
    const response = await fetch(
      `/db/${leagueDbName(local.league.id)}/_changes?include_docs=true&limit=${PAGE}&since=${since}`,
      { credentials: 'same-origin', cache: 'no-store' },
    );
    if (!response.ok) throw new Error(t('admin.theServerAnswered', { status: response.status }));
    const page = (await response.json()) as {
      results: { doc?: TServerDoc; deleted?: boolean }[];
      last_seq: string | number;
    };
    for (const row of page.results) if (row.doc && !row.deleted) docs.push(row.doc);
    if (page.results.length < PAGE) break;
    since = page.last_seq;
  }
  const ofType = (type: string) =>
    docs.filter((d) => d.type === type).map((d) => ({ ...d, id: d._id.split(':')[1]! }));
  return {
    ...local,
    teams: ofType('teamPublic') as never,
    players: ofType('playerPublic') as never,
    matches: (ofType('match') as never as TLeagueBundle['matches']).sort((a, b) =>
      compareInstants(a.date, b.date),
    ),
    ...splitAdjustments(ofType('adjustment') as never as TAdjustment[]),
  };
}

const FIGURES = ['matchesPlayed', 'wins', 'draws', 'losses', 'goalsFor', 'goalsAgainst', 'points'] as const;

/** Every figure that differs between this device's derivation and a fresh one from the server's data. */
function differences(local: TLeagueBundle, server: TLeagueBundle): string[] {
  const found: string[] = [];
  const fresh = new Map(standingsOf(server).map((r) => [r.teamId, r]));
  for (const row of standingsOf(local)) {
    const other = fresh.get(row.teamId);
    if (!other) found.push(t('admin.notOnTheServer', { name: row.name }));
    else
      for (const f of FIGURES)
        if (row[f] !== other[f])
          found.push(t('admin.hereOnTheServer', { name: row.name, f, value: row[f], value2: other[f] }));
  }
  const mine = derivePlayerStats(local.matches, local.playerAdjustments as TPlayerAdjustment[]);
  const theirs = derivePlayerStats(server.matches, server.playerAdjustments as TPlayerAdjustment[]);
  for (const [id, s] of theirs) {
    const here = mine.get(id);
    if (!here || here.goals !== s.goals || here.assists !== s.assists || here.games !== s.games)
      found.push(t('admin.playerStatisticsDifferFromThe', { id }));
  }
  return found;
}

/** "Update all statistics" (a fresh computation, compared) and "Reset All Stats" (adjustments removed). */
export function StatisticsChecks({ bundle }: { bundle: TLeagueBundle }) {
  const [report, setReport] = useState<string[] | null>(null);
  const [isResetting, setResetting] = useState(false);
  const check = async () => {
    try {
      const found = differences(bundle, await serverBundle(bundle));
      setReport(found);
      if (found.length === 0) toast.success(t('admin.allTeamAndPlayerStatistics'));
      else toast.error(t('admin.differencesFromTheServerSee', { length: found.length }));
    } catch {
      toast.error(t('admin.failedToUpdateStatisticsChecking'));
    }
  };
  const reset = async () => {
    setResetting(false);
    const deletions = bundle.adjustmentRows.map((a) => ({
      _id: docId('adjustment', a.id),
      _rev: a._rev,
      _deleted: true,
    }));
    try {
      const results = await writeDocs(leagueDbName(bundle.league.id), deletions);
      if (results.some((r) => 'error' in r)) throw new Error('refused');
      toast.success(
        t('admin.allStatisticsOfResetAdjustments', { name: bundle.league.name, length: deletions.length }),
      );
    } catch {
      toast.error(t('admin.failedToResetStatistics'));
    }
  };
  const count = bundle.adjustmentRows.length;
  return (
    <Section id="stats-checks" level={3} title={t('admin.recomputeAndReset')}>
      <p className="mt-1 text-sm text-stone-700">{t('admin.figuresAreComputedFromResults', { count })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void check()}>
          {t('admin.updateAllStatistics')}
        </Button>
        <Button variant="secondary" onClick={() => setResetting(true)} disabled={count === 0}>
          {t('admin.resetAllStats')}
        </Button>
      </div>
      {report && (
        <div role="status" className="mt-3 text-sm">
          {report.length === 0 ? (
            <p>{t('admin.aFreshComputationFromThe')}</p>
          ) : (
            <ul className="list-disc pl-5 text-red-800">
              {report.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ConfirmDialog
        title={t('admin.resetAllStatistics')}
        isOpen={isResetting}
        onClose={() => setResetting(false)}
        onConfirm={() => void reset()}
        confirmLabel={t('admin.resetAllStats')}
      >
        <p>{t('admin.thisRemovesTheAdjustment', { count, name: bundle.league.name })}</p>
      </ConfirmDialog>
    </Section>
  );
}
