import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { formatLeagueDay } from '../../domain/dates.ts';
import { t } from '../../i18n/core.ts';
import { Section } from '../../ui/Section.tsx';

const SHOWN = 3;

/** The league's latest news on the team dashboard (ADR 040); nothing while there is none. */
export function LeagueNewsCard({ leagueId }: { leagueId: string }) {
  const news = useLiveQuery(
    async () =>
      (await store.announcements.where('leagueId').equals(leagueId).sortBy('createdAt'))
        .reverse()
        .slice(0, SHOWN),
    [leagueId],
  );
  if (!news?.length) return null;
  return (
    <Section id="league-news" tone="brand" title={t('team.leagueNews')}>
      <ul className="mt-2 space-y-3">
        {news.map((item) => (
          <li key={item.id}>
            <p className="break-words font-semibold">{item.title}</p>
            <p className="text-sm text-stone-600">{formatLeagueDay(item.createdAt)}</p>
            {item.body && <p className="mt-1 whitespace-pre-line break-words">{item.body}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
