import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { t } from '../../i18n/core.ts';
import { Page } from '../../ui/Page.tsx';
import { Section } from '../../ui/Section.tsx';
import { useAdminData } from './admin-data.ts';
import { DisciplineTab } from './DisciplineTab.tsx';
import { LeaguesTab } from './LeaguesTab.tsx';
import { MatchesTab } from './MatchesTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { RefereesTab } from './RefereesTab.tsx';
import { SettingsTab } from './SettingsTab.tsx';
import { StatisticsTab } from './StatisticsTab.tsx';
import { TeamsTab } from './TeamsTab.tsx';
import { VideosTab } from './VideosTab.tsx';

/** The spec's side tabs, in its order; each has its own address so Back and links work. */
export const ADMIN_TABS = [
  ['overview', 'admin.overview'],
  ['leagues', 'admin.leagues'],
  ['teams', 'admin.teams2'],
  ['matches', 'admin.matches2'],
  ['statistics', 'admin.statistics'],
  ['discipline', 'admin.disciplineTab'],
  ['videos', 'admin.videos'],
  ['referees', 'admin.referees'],
  ['settings', 'admin.settings'],
] as const;
type TTab = (typeof ADMIN_TABS)[number][0];

const isTab = (value: string | undefined): value is TTab => ADMIN_TABS.some(([key]) => key === value);

/** /admin (admin-referee.md §2): side tabs on a wide screen, a section menu on a phone. */
export default function AdminPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const data = useAdminData();
  if (tab !== undefined && !isTab(tab)) return <Navigate to="/admin" replace />;
  const current: TTab = tab ?? 'overview';
  const label = ADMIN_TABS.find(([key]) => key === current)![1];
  return (
    <Page
      title={t('admin.admin', { label: t(label) })}
      heading={<h1 className="mb-4 text-2xl font-bold">{t('admin.adminDashboard')}</h1>}
      wide
    >
      <div className="md:flex md:gap-6">
        <nav aria-label={t('admin.adminSections')} className="mb-4 md:mb-0 md:w-48 md:shrink-0">
          <div className="md:hidden">
            <label htmlFor="admin-section" className="text-sm font-medium">
              {t('admin.section')}
            </label>
            <select
              id="admin-section"
              className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base"
              value={current}
              onChange={(event) => navigate(`/admin/${event.target.value}`)}
            >
              {ADMIN_TABS.map(([key, name]) => (
                <option key={key} value={key}>
                  {t(name)}
                </option>
              ))}
            </select>
          </div>
          <ul className="hidden md:block md:space-y-1">
            {ADMIN_TABS.map(([key, name]) => (
              <li key={key}>
                <Link
                  to={`/admin/${key}`}
                  aria-current={key === current ? 'page' : undefined}
                  className={`flex min-h-11 items-center rounded-lg px-3 font-semibold ${key === current ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50'}`}
                >
                  {t(name)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Section
          id="admin-tab-title"
          plain
          className="min-w-0 flex-1"
          titleClassName="mb-4 text-xl font-bold"
          title={t(label)}
        >
          {data === undefined ? (
            <p role="status">{t('admin.loading')}</p>
          ) : current === 'overview' ? (
            <OverviewTab data={data} />
          ) : current === 'leagues' ? (
            <LeaguesTab data={data} />
          ) : current === 'teams' ? (
            <TeamsTab data={data} />
          ) : current === 'matches' ? (
            <MatchesTab data={data} />
          ) : current === 'videos' ? (
            <VideosTab data={data} />
          ) : current === 'referees' ? (
            <RefereesTab data={data} />
          ) : current === 'statistics' ? (
            <StatisticsTab data={data} />
          ) : current === 'discipline' ? (
            <DisciplineTab data={data} />
          ) : (
            <SettingsTab />
          )}
        </Section>
      </div>
    </Page>
  );
}
