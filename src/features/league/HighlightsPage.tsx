import { useEffect, useState } from 'react';
import { useLeagueDirectory } from '../../data/leagues.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { useScreenReady } from '../../data/perf.ts';
import { followHighlights } from '../../data/session.ts';
import { overallStatus, useSyncStatus } from '../../data/sync-status.ts';
import { compareInstants, formatLeagueDate } from '../../domain/dates.ts';
import { SHORT_TEXT_MAX } from '../../domain/limits.ts';
import type { THighlight } from '../../domain/schemas/highlight.ts';
import { videoThumbnail, youtubeEmbedUrl } from '../../domain/youtube.ts';
import { type TMessageKey, t } from '../../i18n/core.ts';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Page } from '../../ui/Page.tsx';
import { usePaged } from '../../ui/paged.tsx';
import { StatCard } from './LeaguePicker.tsx';

type TType = 'match' | 'team' | 'player';
const VIDEOS_PAGE = 24;
const TYPE_LABEL: Record<TType, TMessageKey> = {
  player: 'league.playerHighlight',
  match: 'league.matchHighlight',
  team: 'league.teamHighlight',
};
const PLACEHOLDER =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"%3E%3Crect width="16" height="9" fill="%23fed7aa"/%3E%3Cpath d="M6.5 2.5v4l3.5-2z" fill="%23c2410c"/%3E%3C/svg%3E';

type TVideoView = {
  id: string;
  title: string;
  url: string;
  thumb: string | null;
  type: TType;
  leagueId: string;
  leagueName: string;
  teamId: string;
  teamName: string;
  matchLabel: string;
  createdAt: string;
};

/**
 * Every league's videos, from the `highlights` database the server derives (ADR 017): a visitor
 * sees them all without keeping every league on the device.
 */
function useVideos(): TVideoView[] | undefined {
  useEffect(() => followHighlights(), []);
  return useLiveQuery(async () => {
    const [highlights, leagues] = await Promise.all([store.highlights.toArray(), store.leagues.toArray()]);
    const leagueName = new Map(leagues.map((l) => [l.id, l.name]));
    return highlights
      .filter((h) => leagueName.has(h.leagueId))
      .map((h) => ({
        id: h.id,
        title: h.title.trim() || t('league.untitledVideo'),
        url: h.url,
        thumb: videoThumbnail(h, location.origin),
        type: h.kind,
        leagueId: h.leagueId,
        leagueName: leagueName.get(h.leagueId) ?? '',
        teamId: h.teamId,
        teamName: h.teamName,
        matchLabel: matchLabelOf(h),
        createdAt: h.createdAt,
      }));
  });
}

/**
 * The match in the reader's language. A highlight the server derived before it stored the teams'
 * names has only its own English label.
 */
function matchLabelOf(h: THighlight): string {
  if (h.homeTeamName === undefined || h.awayTeamName === undefined) return h.matchLabel;
  return t('league.matchBetween', {
    home: h.homeTeamName || t('app.home'),
    away: h.awayTeamName || t('app.away'),
  });
}

/** Online as far as this app can tell: the browser says so and sync is not failing for lack of network. */
function useIsOnline(): boolean {
  return useSyncStatus((s) => overallStatus(s).kind !== 'offline');
}

/** The supplied thumbnail, else YouTube's, else a placeholder; offline or broken, the placeholder. */
function Thumbnail({ src, isEager }: { src: string | null; isEager: boolean }) {
  const isOnline = useIsOnline();
  const [isBroken, setBroken] = useState(false);
  const shown = src && isOnline && !isBroken ? src : PLACEHOLDER;
  return (
    <img
      src={shown}
      alt=""
      // The first cards are on screen at once: fetched at once, ahead of other images.
      loading={isEager ? 'eager' : 'lazy'}
      fetchPriority={isEager ? 'high' : 'auto'}
      onError={() => setBroken(true)}
      className="aspect-video w-full rounded-t-2xl bg-brand-100 object-cover"
      data-testid="thumbnail"
    />
  );
}

export default function HighlightsPage() {
  const videos = useVideos();
  useScreenReady('highlights', videos !== undefined);
  const leagues = useLeagueDirectory();
  const isOnline = useIsOnline();
  const [text, setText] = useState('');
  const [league, setLeague] = useState('');
  const [team, setTeam] = useState('');
  const [type, setType] = useState<'' | TType>('');
  const [order, setOrder] = useState<'newest' | 'oldest'>('newest');
  const [open, setOpen] = useState<TVideoView | null>(null);
  const all = videos ?? [];
  // The teams of the chosen league that have highlights: a team without any would show none.
  const teams = [
    ...new Map(all.filter((v) => v.leagueId === league).map((v) => [v.teamId, v.teamName])),
  ].sort((a, b) => a[1].localeCompare(b[1]));
  const month = new Date().toISOString().slice(0, 7);
  const needle = text.trim().toLowerCase();
  const shown = all
    .filter(
      (v) => !needle || [v.title, v.matchLabel, v.teamName].some((s) => s.toLowerCase().includes(needle)),
    )
    .filter((v) => !league || v.leagueId === league)
    .filter((v) => !team || v.teamId === team)
    .filter((v) => !type || v.type === type)
    .sort((a, b) =>
      order === 'newest'
        ? compareInstants(b.createdAt, a.createdAt)
        : compareInstants(a.createdAt, b.createdAt),
    );
  // 50 leagues post thousands of videos: a page of cards at a time keeps the grid quick on a phone.
  const { visible, more } = usePaged(shown, `${needle}|${league}|${team}|${type}|${order}`, VIDEOS_PAGE);
  const embed = open ? youtubeEmbedUrl(open.url) : null;
  return (
    <Page title={t('league.highlights')} wide>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('league.totalVideos')} value={all.length} />
        <StatCard label={t('league.matchHighlights')} value={all.filter((v) => v.type === 'match').length} />
        <StatCard
          label={t('league.playerHighlights')}
          value={all.filter((v) => v.type === 'player').length}
        />
        <StatCard
          label={t('league.thisMonth')}
          value={all.filter((v) => v.createdAt.startsWith(month)).length}
        />
      </div>
      <search>
        <form
          className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
          onSubmit={(e) => e.preventDefault()}
        >
          <TextField
            id="video-search"
            maxLength={SHORT_TEXT_MAX}
            label={t('league.search')}
            type="search"
            className="lg:col-span-2"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('league.titleMatchOrTeam')}
          />
          <SelectField
            id="video-league"
            label={t('league.league')}
            value={league}
            onChange={(e) => {
              setLeague(e.target.value);
              setTeam('');
            }}
          >
            <option value="">{t('league.allLeagues')}</option>
            {leagues?.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="video-team"
            label={t('league.team')}
            value={team}
            onChange={(e) => setTeam(e.target.value)}
            disabled={!league}
          >
            <option value="">{league ? t('league.allTeams') : t('league.chooseALeagueFirst')}</option>
            {teams.map(([teamId, name]) => (
              <option key={teamId} value={teamId}>
                {name}
              </option>
            ))}
          </SelectField>
          <div className="grid grid-cols-2 gap-2">
            <SelectField
              id="video-type"
              label={t('league.type')}
              value={type}
              onChange={(e) => setType(e.target.value as '' | TType)}
            >
              <option value="">{t('league.all')}</option>
              <option value="match">{t('league.match')}</option>
              <option value="team">{t('league.team')}</option>
              <option value="player">{t('league.player')}</option>
            </SelectField>
            <SelectField
              id="video-sort"
              label={t('league.sort')}
              value={order}
              onChange={(e) => setOrder(e.target.value as 'newest' | 'oldest')}
            >
              <option value="newest">{t('league.newest')}</option>
              <option value="oldest">{t('league.oldest')}</option>
            </SelectField>
          </div>
        </form>
      </search>
      {videos === undefined ? (
        <p role="status" className="mt-6">
          {t('league.loading')}
        </p>
      ) : shown.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-8 text-center">
          <p className="text-lg font-semibold">{t('league.noVideosFound')}</p>
          <p className="mt-1 text-stone-600">
            {all.length ? t('league.tryAnotherSearchOrFilter') : t('league.highlightsAppearHereOnceThe')}
          </p>
        </div>
      ) : (
        <>
          <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((v, at) => (
              <li key={v.id} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
                <button type="button" onClick={() => setOpen(v)} className="block w-full text-left">
                  <span className="sr-only">{t('league.play')} </span>
                  <Thumbnail src={v.thumb} isEager={at < 2} />
                  <span className="block p-4">
                    <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                      {t(TYPE_LABEL[v.type])}
                    </span>
                    <span className="mt-2 block font-semibold">{v.title}</span>
                    <span className="block text-sm text-stone-600">{v.teamName}</span>
                    {v.matchLabel && <span className="block text-sm text-stone-600">{v.matchLabel}</span>}
                    <span className="block text-sm text-stone-600">{formatLeagueDate(v.createdAt)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {more}
        </>
      )}
      <Modal
        title={open?.title ?? t('league.video')}
        isOpen={open !== null}
        onClose={() => setOpen(null)}
        size="lg"
      >
        {open && (
          <div className="space-y-4">
            {isOnline && embed ? (
              <iframe
                src={embed}
                title={open.title}
                className="aspect-video w-full rounded-xl"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : (
              <p className="flex aspect-video items-center justify-center rounded-xl bg-stone-100 p-6 text-center">
                {t('league.thisVideoNeedsAConnection')}
              </p>
            )}
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {(
                [
                  [t('league.team'), open.teamName],
                  [t('league.league'), open.leagueName],
                  [t('league.match'), open.matchLabel || '–'],
                  [t('league.type'), t(TYPE_LABEL[open.type])],
                  [t('league.uploaded'), formatLeagueDate(open.createdAt)],
                ] as const
              ).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-stone-600">{k}</dt>
                  <dd className="font-medium">{v}</dd>
                </div>
              ))}
            </dl>
            <a
              href={open.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              {t('league.watchOnYoutube')}
            </a>
          </div>
        )}
      </Modal>
    </Page>
  );
}
