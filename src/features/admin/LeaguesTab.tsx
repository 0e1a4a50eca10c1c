import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatPrice } from '../../data/leagues.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { formatCalendarDate } from '../../domain/dates.ts';
import { MSG } from '../../domain/messages.ts';
import type { TLeague } from '../../domain/schemas/league.ts';
import { t } from '../../i18n/core.ts';
import { Button, RowButton } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { usePaged } from '../../ui/paged.tsx';
import { removeRow, type TAdminData } from './admin-data.ts';
import { LeagueEmbed } from './LeagueEmbed.tsx';
import { LeagueForm } from './LeagueForm.tsx';
import { LeagueNews } from './LeagueNews.tsx';
import { NextSeason } from './NextSeason.tsx';
import { Playoffs } from './Playoffs.tsx';
import { ConfirmDialog, Empty, leagueLabel } from './parts.tsx';
import { Waitlist } from './Waitlist.tsx';

/** Leagues: list, create, edit, delete (a league with teams or results is never destroyed). */
export function LeaguesTab({ data }: { data: TAdminData }) {
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<TRow<TLeague> | 'new' | null>(params.get('new') ? 'new' : null);
  const [deleting, setDeleting] = useState<TRow<TLeague> | null>(null);
  const [embedding, setEmbedding] = useState<TRow<TLeague> | null>(null);
  const [continuing, setContinuing] = useState<TRow<TLeague> | null>(null);
  const [listing, setListing] = useState<TRow<TLeague> | null>(null);
  const [knockout, setKnockout] = useState<TRow<TLeague> | null>(null);
  const waiting = useLiveQuery(() => store.waitlistEntries.toArray(), []) ?? [];
  // Each league's list, first asked first, grouped once per render.
  const waitingByLeague = new Map<string, typeof waiting>();
  for (const entry of [...waiting].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  ))
    waitingByLeague.set(entry.leagueId, [...(waitingByLeague.get(entry.leagueId) ?? []), entry]);
  const waitingFor = (leagueId: string) => waitingByLeague.get(leagueId) ?? [];
  const nameOf = (league: TRow<TLeague>) => leagueLabel(league, data.leagues);
  const nextOf = (leagueId: string) => data.leagues.find((other) => other.previousLeagueId === leagueId);
  const playing = (leagueId: string) =>
    data.teams
      .filter((x) => x.leagueId === leagueId && !x.withdrawnAt)
      .map((x) => ({ id: x.id, name: x.name }));
  // A team carried over keeps its name in the next season (ADR 055); the others may still join it.
  const notCarried = (leagueId: string) => {
    const next = nextOf(leagueId);
    const there = new Set(next ? playing(next.id).map((x) => x.name) : []);
    return playing(leagueId).filter((x) => !there.has(x.name));
  };
  const { visible, more } = usePaged(data.leagues, 'leagues');
  const footprint = (leagueId: string) => ({
    teams: data.teams.filter((t) => t.leagueId === leagueId && !t.withdrawnAt).length,
    results: data.matches.filter((m) => m.leagueId === leagueId && m.status === 'completed').length,
    matches: data.matches.filter((m) => m.leagueId === leagueId).length,
    left: data.matches.filter((m) => m.leagueId === leagueId && m.status === 'scheduled').length,
  });
  const close = () => {
    setEditing(null);
    if (params.get('new')) setParams({}, { replace: true });
  };
  async function remove(league: TRow<TLeague>) {
    setDeleting(null);
    await removeRow('leagues', 'league', league, {
      done: MSG.leagueDeleted,
      failed: MSG.failedToDeleteLeague,
    });
  }
  const blocked = deleting ? footprint(deleting.id) : null;
  const isBlocked = Boolean(blocked && (blocked.teams > 0 || blocked.results > 0));
  return (
    <div className="space-y-4">
      <Button onClick={() => setEditing('new')}>{t('admin.createLeague')}</Button>
      {data.leagues.length === 0 ? (
        <Empty title={t('admin.noLeaguesYet')}>{t('admin.createTheFirstLeagueTeams')}</Empty>
      ) : (
        <ul className="space-y-3">
          {visible.map((league) => {
            const counts = footprint(league.id);
            const next = nextOf(league.id);
            return (
              <li key={league.id} className="rounded-2xl border border-stone-200 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 className="break-words font-semibold">{league.name}</h3>
                    <p className="text-sm text-stone-600">
                      {t('admin.to3', {
                        season: league.season,
                        level: league.level,
                        city: league.city,
                        calendarDate: formatCalendarDate(league.startDate),
                        calendarDate2: formatCalendarDate(league.endDate),
                      })}
                    </p>
                    <p className="text-sm text-stone-600">
                      {t('admin.teamsMatchesPoints', {
                        teams: counts.teams,
                        maxTeams: league.maxTeams,
                        matches: counts.matches,
                        value: formatPrice(league.price),
                        win: league.points.win,
                        draw: league.points.draw,
                        loss: league.points.loss,
                      })}
                    </p>
                    {next && (
                      <p className="text-sm text-stone-600">
                        {t('admin.nextSeason.followedBy', { season: next.season })}
                      </p>
                    )}
                    {league.rosterDeadline && (
                      <p className="text-sm text-stone-600">
                        {t('admin.rostersCloseAfter', { date: formatCalendarDate(league.rosterDeadline) })}
                      </p>
                    )}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <RowButton
                      text={t('admin.edit2')}
                      label={t('admin.edit', { name: nameOf(league) })}
                      onClick={() => setEditing(league)}
                    />
                    <RowButton
                      text={t('admin.embed.button')}
                      label={t('admin.embed.buttonLabel', { name: nameOf(league) })}
                      onClick={() => setEmbedding(league)}
                    />
                    {/* Offered once every match is played (the server checks it too, ADR 055). */}
                    {!next && counts.results > 0 && counts.left === 0 && (
                      <RowButton
                        text={t('admin.nextSeason.button')}
                        label={t('admin.nextSeason.buttonLabel', {
                          name: league.name,
                          season: league.season,
                        })}
                        onClick={() => setContinuing(league)}
                      />
                    )}
                    {next && notCarried(league.id).length > 0 && (
                      <RowButton
                        text={t('admin.nextSeason.carryButton')}
                        label={t('admin.nextSeason.carryLabel', {
                          name: league.name,
                          season: league.season,
                          next: next.season,
                        })}
                        onClick={() => setContinuing(league)}
                      />
                    )}
                    {counts.teams >= 2 && (
                      <RowButton
                        text={t('admin.playoff.button')}
                        label={t('admin.playoff.buttonLabel', { name: nameOf(league) })}
                        onClick={() => setKnockout(league)}
                      />
                    )}
                    {waitingFor(league.id).length > 0 && (
                      <RowButton
                        text={t('admin.waitlist.button', { count: waitingFor(league.id).length })}
                        label={t('admin.waitlist.buttonLabel', {
                          league: nameOf(league),
                          count: waitingFor(league.id).length,
                        })}
                        onClick={() => setListing(league)}
                      />
                    )}
                    <RowButton
                      text={t('admin.delete')}
                      label={t('admin.delete3', { name: nameOf(league) })}
                      onClick={() => setDeleting(league)}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {more}
      <LeagueNews data={data} />
      <Modal
        title={editing === 'new' ? t('admin.createLeague') : t('admin.editLeague')}
        isOpen={editing !== null}
        onClose={close}
        size="lg"
      >
        {editing !== null && <LeagueForm league={editing === 'new' ? null : editing} onDone={close} />}
      </Modal>
      <Modal
        title={t('admin.playoff.title', { name: knockout ? nameOf(knockout) : '' })}
        isOpen={knockout !== null}
        onClose={() => setKnockout(null)}
        size="lg"
      >
        {knockout && <Playoffs league={knockout} onDone={() => setKnockout(null)} />}
      </Modal>
      <Modal title={t('admin.waitlist.title')} isOpen={listing !== null} onClose={() => setListing(null)}>
        {listing && (
          <Waitlist
            leagueName={nameOf(listing)}
            entries={waitingFor(listing.id)}
            placesLeft={Math.max(0, listing.maxTeams - footprint(listing.id).teams)}
          />
        )}
      </Modal>
      <Modal
        title={t('admin.embed.title')}
        isOpen={embedding !== null}
        onClose={() => setEmbedding(null)}
        size="lg"
      >
        {embedding && <LeagueEmbed league={embedding} teams={playing(embedding.id)} />}
      </Modal>
      <Modal
        title={
          continuing && nextOf(continuing.id) ? t('admin.nextSeason.carryTitle') : t('admin.nextSeason.title')
        }
        isOpen={continuing !== null}
        onClose={() => setContinuing(null)}
        size="lg"
      >
        {continuing && (
          <NextSeason
            league={continuing}
            next={nextOf(continuing.id) ?? null}
            teams={notCarried(continuing.id)}
            onDone={() => setContinuing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        title={t('admin.deleteLeague')}
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
        confirmLabel={t('admin.deleteLeague2')}
        isBlocked={isBlocked}
      >
        {deleting && blocked && (
          <p role={isBlocked ? 'alert' : undefined}>
            {isBlocked
              ? MSG.leagueInUse(blocked.teams, blocked.results)
              : t('admin.deleteItDisappearsFromThe', {
                  name: deleting.name,
                  value: blocked.matches
                    ? t('admin.withItsScheduledMatches', { matches: blocked.matches })
                    : '',
                })}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
