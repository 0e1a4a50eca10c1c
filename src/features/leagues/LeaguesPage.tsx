import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  formatPrice,
  type TLeagueListing,
  useDatabaseState,
  useLeagueDirectory,
} from '../../data/leagues.ts';
import { type TUser, useSession } from '../../data/session.ts';
import { formatCalendarDate } from '../../domain/dates.ts';
import { valueLabel } from '../../domain/labels.ts';
import { t } from '../../i18n/core.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { OfflineNotice, Page } from '../../ui/Page.tsx';
import { LeagueFacts } from './LeagueDetails.tsx';

const SKELETON_CARDS = 6;

function LeagueCard({ league, onJoin }: { league: TLeagueListing; onJoin: () => void }) {
  const isFull = league.spotsLeft === 0;
  const isClosed = isFull || league.isOver;
  const filled = Math.min(100, Math.round((league.teamCount / league.maxTeams) * 100));
  return (
    <li className="card-in-list flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      {league.coverUrl ? (
        <img src={league.coverUrl} alt="" className="h-32 w-full object-cover" loading="lazy" />
      ) : (
        <div
          className="flex h-32 items-end bg-gradient-to-br from-brand-600 to-brand-800 p-4"
          aria-hidden="true"
        >
          <span className="text-sm font-semibold uppercase tracking-wide text-white/90">
            {valueLabel(league.level)}
          </span>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 className="text-lg font-bold">{league.name}</h2>
          <p className="text-sm text-stone-600">
            {valueLabel(league.level)} · {league.city} · {league.season}
          </p>
        </div>
        <p className="text-2xl font-extrabold text-brand-800">{formatPrice(league.price)}</p>
        <div>
          <div className="flex justify-between text-sm">
            <span>{t('app.teams', { teamCount: league.teamCount, maxTeams: league.maxTeams })}</span>
            <span className="font-medium">
              {league.isOver
                ? t('app.seasonOver')
                : isFull
                  ? t('app.noSpotsLeft')
                  : t('app.spotLeft', { spotsLeft: league.spotsLeft })}
            </span>
          </div>
          <div
            className="mt-1 h-2 rounded-full bg-stone-200"
            role="progressbar"
            aria-label={t('app.teamsJoined', { name: league.name })}
            aria-valuemin={0}
            aria-valuemax={league.maxTeams}
            aria-valuenow={league.teamCount}
          >
            <div className="h-2 rounded-full bg-brand-600" style={{ width: `${filled}%` }} />
          </div>
        </div>
        <p className="text-sm text-stone-700">
          {formatCalendarDate(league.startDate)} – {formatCalendarDate(league.endDate)}
        </p>
        <Link
          to={`/discipline?league=${league.id}`}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
          aria-label={t('app.disciplineOf', { name: league.name })}
        >
          {t('app.discipline')}
        </Link>
        <Button
          className="mt-auto w-full"
          disabled={isClosed}
          onClick={onJoin}
          aria-label={closedLabel(league) ?? t('app.joinLeague2', { name: league.name })}
        >
          {league.isOver ? t('app.seasonOver') : isFull ? t('app.full') : t('app.joinLeague')}
        </Button>
        {isFull && !league.isOver && (
          // Full now; the next team that asks hears when a place opens (ADR 057).
          <Link
            to={`/leagues/${league.id}/waiting-list`}
            className="-mt-1 inline-flex min-h-11 items-center justify-center text-sm font-semibold text-brand-800 underline"
            aria-label={t('app.joinWaitlist2', { name: league.name, season: league.season })}
          >
            {t('app.joinWaitlist')}
          </Link>
        )}
      </div>
    </li>
  );
}

/** Why a league takes no team, for its button's accessible name; null when it takes one. */
function closedLabel(league: TLeagueListing): string | null {
  const about = { name: league.name, season: league.season };
  if (league.isOver) return t('app.seasonOver2', about);
  return league.spotsLeft === 0 ? t('app.full2', about) : null;
}

function SkeletonCards() {
  return (
    <ul
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      aria-hidden="true"
      data-testid="league-skeleton"
    >
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={i} className="h-80 animate-pulse rounded-2xl bg-stone-200" />
      ))}
    </ul>
  );
}

/**
 * What Join leads to. A visitor goes on to sign up (the spec's Continue); an account that cannot
 * sign up a team without losing itself is told where to go instead.
 */
function JoinChoice({
  league,
  user,
  onCancel,
}: {
  league: TLeagueListing;
  user: TUser | null;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  let text = t('app.toPlayInThisLeague');
  let action: ReactNode = (
    <Button onClick={() => navigate(`/signup?leagueId=${league.id}`)}>{t('app.continue')}</Button>
  );
  if (user?.teamId) {
    text = t('app.youAlreadyCaptainATeam', { value: user.team?.name ?? t('app.aTeam') });
    action = <ButtonLink to={`/teams/${user.teamId}/dashboard`}>{t('app.goToYourTeam')}</ButtonLink>;
  } else if (user?.role === 'admin') {
    text = t('app.adminsAddTeamsToA');
    action = <ButtonLink to="/admin/teams">{t('app.openTeams')}</ButtonLink>;
  } else if (user?.role === 'referee') {
    text = t('app.youAreSignedInAs');
    action = null;
  }
  return (
    <>
      <p className="text-stone-700">{text}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('app.cancel')}
        </Button>
        {action}
      </div>
    </>
  );
}

export default function LeaguesPage() {
  const leagues = useLeagueDirectory();
  const { state, error } = useDatabaseState('leagues');
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const joiningId = params.get('join');
  const joining = leagues?.find((l) => l.id === joiningId) ?? null;

  const join = (league: TLeagueListing) => {
    if (!user) {
      navigate(`/login?returnTo=${encodeURIComponent('/leagues')}&leagueId=${league.id}`);
      return;
    }
    setParams({ join: league.id });
  };

  const hasLeagues = leagues !== undefined && leagues.length > 0;
  let body: ReactNode;
  if (hasLeagues) {
    body = (
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {leagues.map((league) => (
          <LeagueCard key={league.id} league={league} onJoin={() => join(league)} />
        ))}
      </ul>
    );
  } else if (state === 'offline') {
    body = <OfflineNotice what={t('app.theLeagues')} />;
  } else if (state === 'error') {
    body = (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {error ?? t('app.failedToLoadLeagues')}
      </p>
    );
  } else if (state === 'loading' || leagues === undefined) {
    body = (
      <>
        <p role="status" className="sr-only">
          {t('app.loadingLeagues')}
        </p>
        <SkeletonCards />
      </>
    );
  } else {
    body = (
      <div className="rounded-2xl border border-stone-200 bg-white p-8 text-center">
        <p className="text-lg font-semibold">{t('app.noLeaguesAvailable')}</p>
        <p className="mt-1 text-stone-600">{t('app.newLeaguesAreAnnouncedHere')}</p>
      </div>
    );
  }

  return (
    <Page title={t('app.leagues')} wide>
      <p className="-mt-2 mb-6 text-stone-700">{t('app.pickALeagueForYour')}</p>
      {body}
      <Modal
        title={joining ? t('app.join', { name: joining.name }) : t('app.joinLeague')}
        isOpen={joining !== null}
        onClose={() => setParams({})}
      >
        {joining && (
          <div className="space-y-4">
            <LeagueFacts league={joining} show={['city', 'level', 'price', 'season', 'rosterDeadline']} />
            <JoinChoice league={joining} user={user} onCancel={() => setParams({})} />
          </div>
        )}
      </Modal>
    </Page>
  );
}
