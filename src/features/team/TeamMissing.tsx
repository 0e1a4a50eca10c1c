import type { ReactNode } from 'react';
import type { TLookup } from '../../data/team-lookup.ts';
import { MSG } from '../../domain/messages.ts';
import { t } from '../../i18n/core.ts';
import { OfflineNotice, Page } from '../../ui/Page.tsx';

/** What a team screen shows while its team is not on this device: loading, not found, or offline. */
export function TeamMissing({ title, state, before }: { title: string; state: TLookup; before?: ReactNode }) {
  return (
    <Page title={title}>
      {before}
      {state === 'offline' ? (
        <OfflineNotice what={t('team.thisTeamSDetails')} />
      ) : state === 'notFound' ? (
        <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center text-lg font-semibold">
          {MSG.teamNotFound}
        </p>
      ) : (
        <p role="status">{t('team.loading')}</p>
      )}
    </Page>
  );
}
