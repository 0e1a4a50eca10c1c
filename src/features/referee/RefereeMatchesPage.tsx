import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { matchLabel, type TMatchView } from '../../data/referee.ts';
import { isAwayOn } from '../../domain/days-away.ts';
import { PAGE_SIZE } from '../../domain/limits.ts';
import { isAssignedTo, needsReport, refereeOrder } from '../../domain/referee-queue.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { CalendarSection } from '../../ui/CalendarLinks.tsx';
import { FilterChips } from '../../ui/FilterChips.tsx';
import { Page } from '../../ui/Page.tsx';
import { MatchCard } from './RefereeParts.tsx';
import { filedIn, useReferee } from './use-referee.ts';

const FILTERS = [
  { key: 'all', label: 'referee.allMatches2' },
  { key: 'due', label: 'referee.reportDue2' },
  { key: 'assigned', label: 'referee.assigned' },
  { key: 'available', label: 'referee.available' },
  { key: 'completed', label: 'referee.completed' },
] as const;
type TFilter = (typeof FILTERS)[number]['key'];

function inFilter(filter: TFilter, m: TMatchView, refereeId: string, hasFiled: (id: string) => boolean) {
  const label = matchLabel(m, refereeId);
  if (filter === 'due') return needsReport(m, refereeId, hasFiled, Date.now());
  if (filter === 'assigned') return isAssignedTo(m, refereeId);
  if (filter === 'available') return label === 'Available';
  if (filter === 'completed') return label === 'Completed';
  return true;
}

export default function RefereeMatchesPage() {
  const { user, matches: all, reports, requests, handBacks, daysAway, isLoading } = useReferee();
  // The filter lives in the address, so the dashboard can link to "Report Due" and Back keeps it.
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((f) => f.key === params.get('filter'))?.key ?? 'all';
  const [shown, setShown] = useState(PAGE_SIZE);
  if (isLoading || !all) {
    return (
      <Page title={t('referee.matches')}>
        <p role="status">{t('referee.loading')}</p>
      </Page>
    );
  }
  const hasFiled = filedIn(reports);
  const ordered = refereeOrder(all, user.id, hasFiled, Date.now());
  const list = ordered.filter((m) => inFilter(filter, m, user.id, hasFiled));
  return (
    <Page title={t('referee.matches')} wide>
      <CalendarSection
        id="referee-calendar"
        className="mb-6"
        title={t('referee.calendar')}
        hint={t('referee.calendarHint')}
        path={`/api/referees/${user.id}/calendar.ics`}
        add={t('referee.addToCalendar')}
        download={t('referee.downloadCalendar')}
      />
      <div className="mb-4">
        <FilterChips
          legend={t('referee.filterMatches')}
          value={filter}
          onChange={(next) => {
            setParams(next === 'all' ? {} : { filter: next }, { replace: true });
            setShown(PAGE_SIZE);
          }}
          options={FILTERS.map((f) => ({
            key: f.key,
            label: t(f.label),
            count: all.filter((m) => inFilter(f.key, m, user.id, hasFiled)).length,
          }))}
        />
      </div>
      {list.length === 0 ? (
        <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center text-stone-600">
          {filter === 'due' ? t('referee.noReportsDueEveryMatch') : t('referee.noMatchesHere')}
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-stone-600" aria-live="polite">
            {t('referee.showingOf', { min: Math.min(shown, list.length), length: list.length })}
          </p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.slice(0, shown).map((m) => (
              <MatchCard
                key={m.id}
                match={m}
                refereeId={user.id}
                report={reports?.get(m.id)}
                request={requests?.get(m.id)}
                handBack={handBacks?.get(m.id)}
                isAwayThatDay={isAwayOn(daysAway, m.date)}
                isDue={needsReport(m, user.id, hasFiled, Date.now())}
              />
            ))}
          </ul>
          {shown < list.length && (
            <Button variant="secondary" className="mt-4" onClick={() => setShown((n) => n + PAGE_SIZE)}>
              {t('referee.showMoreMatches')}
            </Button>
          )}
        </>
      )}
    </Page>
  );
}
