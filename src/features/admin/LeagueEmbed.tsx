import { useId, useState } from 'react';
import { useSyncStatus } from '../../data/sync-status.ts';
import { EMBED_VIEWS, embedSnippet, embedUrl, type TEmbedView } from '../../domain/embed.ts';
import { isLocale, LOCALE_NAMES, LOCALES, t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField, TextAreaField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toasts.tsx';

const VIEW_WORDS = {
  standings: 'admin.embed.standings',
  matches: 'admin.embed.matches',
  scorers: 'admin.embed.scorers',
  playoffs: 'admin.embed.playoffs',
} as const;
const TITLE_WORDS = {
  standings: 'admin.embed.tableTitle',
  matches: 'admin.embed.matchesTitle',
  scorers: 'admin.embed.scorersTitle',
  playoffs: 'admin.embed.playoffsTitle',
} as const;

/**
 * ADR 054: the code that shows a league's table or fixtures on the organiser's own website, with
 * a preview of what their visitors will see. Nothing is saved: the page is public already.
 */
export function LeagueEmbed({
  league,
  teams,
}: {
  league: { id: string; name: string };
  /** The league's teams: a team's own site shows its matches, its row, its scorers. */
  teams: { id: string; name: string }[];
}) {
  const id = useId();
  const [view, setView] = useState<TEmbedView>('standings');
  const [lang, setLang] = useState('');
  const [teamId, setTeamId] = useState('');
  const team = teams.find((x) => x.id === teamId) ?? null;
  const about = team ? `${team.name}, ${league.name}` : league.name;
  const isOnline = useSyncStatus((s) => s.isOnline);
  const origin = window.location.origin;
  const code = embedSnippet({
    origin,
    leagueId: league.id,
    view,
    lang: isLocale(lang) ? lang : null,
    teamId: team?.id ?? null,
    title: t(TITLE_WORDS[view], { league: about }),
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('admin.embed.copied'));
    } catch {
      toast.error(t('admin.embed.copyFailed'));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">{t('admin.embed.intro')}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          id={`${id}-view`}
          label={t('admin.embed.show')}
          value={view}
          onChange={(e) => setView(e.target.value as TEmbedView)}
        >
          {EMBED_VIEWS.map((v) => (
            <option key={v} value={v}>
              {t(VIEW_WORDS[v])}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-lang`}
          label={t('admin.embed.language')}
          value={lang}
          onChange={(e) => setLang(e.target.value)}
        >
          <option value="">{t('admin.embed.visitorLanguage')}</option>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-team`}
          label={t('admin.embed.team')}
          value={teamId}
          onChange={(e) => setTeamId(e.target.value)}
        >
          <option value="">{t('admin.embed.everyTeam')}</option>
          {teams.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        id={`${id}-code`}
        label={t('admin.embed.code')}
        hint={t('admin.embed.codeHint')}
        value={code}
        readOnly
        rows={5}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div>
        <Button onClick={() => void copy()}>{t('admin.embed.copy')}</Button>
      </div>
      <section aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`} className="text-sm font-semibold">
          {t('admin.embed.preview')}
        </h3>
        {isOnline ? (
          <iframe
            key={`${view} ${lang} ${teamId}`}
            src={embedUrl(origin, league.id, view, isLocale(lang) ? lang : null, team?.id ?? null)}
            title={t('admin.embed.previewOf', { title: t(TITLE_WORDS[view], { league: about }) })}
            className="mt-2 h-80 w-full rounded-lg border border-stone-200"
          />
        ) : (
          <p role="status" className="mt-2 text-sm text-stone-700">
            {t('admin.embed.previewOffline')}
          </p>
        )}
      </section>
    </div>
  );
}
