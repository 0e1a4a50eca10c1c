import { lazy, Suspense } from 'react';
import { refereeDbName } from '../../domain/db-names.ts';
import { deriveRefereeCounters } from '../../domain/player-stats.ts';
import { t } from '../../i18n/core.ts';
import { DetailsList } from '../../ui/DetailsList.tsx';
import { Page } from '../../ui/Page.tsx';
import { NoticeSettings } from '../notices/NoticeSettings.tsx';
import { useReferee } from './use-referee.ts';

// Its forms bring zod and react-hook-form: the profile draws without them (screen-weight test).
const TwoFactorSettings = lazy(() =>
  import('../account/TwoFactorSettings.tsx').then((module) => ({ default: module.TwoFactorSettings })),
);
const DaysAwayCard = lazy(() => import('./DaysAwayCard.tsx'));
const EmailSettings = lazy(() =>
  import('../account/EmailSettings.tsx').then((module) => ({ default: module.EmailSettings })),
);
const PasskeySettings = lazy(() =>
  import('../account/PasskeySettings.tsx').then((module) => ({ default: module.PasskeySettings })),
);

export default function RefereeProfilePage() {
  const referee = useReferee();
  const { isLoading, matches, reports } = referee;
  // The sign-in cards stay mounted while the referee's data (re)loads above them: a passkey or
  // two-factor step half done is not lost to a sync.
  return (
    <Page title={t('referee.refereeProfile')}>
      {isLoading || !matches || !reports ? (
        <p role="status">{t('referee.loading')}</p>
      ) : (
        <RefereeDetails {...referee} matches={matches} reports={reports} />
      )}
      <div className="mt-4">
        <Suspense fallback={null}>
          <div className="space-y-4">
            <DaysAwayCard refereeId={referee.user.id} />
            <EmailSettings level={2} />
            <TwoFactorSettings level={2} />
            <PasskeySettings level={2} />
          </div>
        </Suspense>
      </div>
    </Page>
  );
}

type TReferee = ReturnType<typeof useReferee>;

function RefereeDetails({
  user,
  profile,
  matches,
  reports,
}: TReferee & { matches: NonNullable<TReferee['matches']>; reports: NonNullable<TReferee['reports']> }) {
  const counters = deriveRefereeCounters(
    user.id,
    matches,
    [...reports.values()].map((r) => r.report),
  );
  const leagues = [...new Set(matches.map((m) => `${m.leagueId}|${m.leagueName}`))].map(
    (s) => s.split('|')[1],
  );
  const rows: [string, string][] = [
    [t('referee.name'), profile?.displayName ?? user.displayName],
    [t('referee.email'), user.email],
    [t('referee.licence'), profile?.licenseNumber || t('app.notAvailable')],
    [t('referee.experience'), t('referee.yearsOfExperience', { count: Number(profile?.experience ?? 0) })],
    [t('referee.leagues'), leagues.length ? leagues.join(', ') : t('referee.noneAssignedYet')],
    [t('referee.matchesOfficiated2'), String(counters.matchesOfficiated)],
    [t('referee.reportsSubmitted2'), String(counters.reportsSubmitted)],
  ];
  return (
    <>
      <DetailsList rows={rows} className="rounded-2xl border border-stone-200 bg-white p-4" />
      <p className="mt-4 text-sm text-stone-600">{t('referee.toChangeYourLicenceOr')}</p>
      <div className="mt-4 rounded-2xl border border-stone-200 bg-white p-4 [&>fieldset]:mt-0 [&>fieldset]:border-t-0 [&>fieldset]:pt-0">
        <NoticeSettings
          dbName={refereeDbName(user.id)}
          rows={[
            { channel: 'email', hint: t('notices.channelEmailHint') },
            { channel: 'push', hint: t('notices.channelPushHint') },
          ]}
        />
      </div>
    </>
  );
}
