import { useRef, useState } from 'react';
import { writeDocs } from '../../data/outbox.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { leagueDbName } from '../../domain/db-names.ts';
import { importFormSchema, importRowsOf } from '../../domain/forms/import-form.ts';
import {
  checkImportRows,
  importRowsFromCsv,
  TEMPLATE_TEAMS,
  type TImportRow,
} from '../../domain/match-import.ts';
import { MSG } from '../../domain/messages.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/Field.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { Section } from '../../ui/Section.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { scheduledMatch, teamsOfLeague } from './admin-data.ts';
import { LeagueOptions, type TDeskDialogProps } from './parts.tsx';

/**
 * Import Matches (the spec's French sub-screen): the fixed template with a team for each
 * placeholder, or a CSV. Every row is checked on the device; the import stays blocked until all
 * are valid, then writes every match at once (one push, one request).
 */
export function ImportMatches({ data, defaultLeague, onDone }: TDeskDialogProps) {
  const [csv, setCsv] = useState<{ rows: TImportRow[]; error: string | null; name: string } | null>(null);
  // The schema checks against the league's teams and the file read, as they are at submit.
  const current = useRef({ teams: [] as { id: string; name: string }[], csvRows: [] as TImportRow[] });
  const [schema] = useState(() => importFormSchema(() => current.current));
  const { register, watch, setValue, submit, formState } = useSchemaForm(schema, {
    leagueId: defaultLeague || data.leagues[0]?.id || '',
    source: 'template',
    picked: Array(TEMPLATE_TEAMS).fill(''),
  });
  const values = watch();
  const { leagueId, source } = values;
  const teams = teamsOfLeague(data.teams, leagueId);
  const rows = importRowsOf(values, csv?.rows ?? []);
  const checked = checkImportRows(rows, teams);
  current.current = { teams, csvRows: csv?.rows ?? [] };
  const errors = checked.filter((row) => !row.ok);
  const name = (id: string) => teams.find((t) => t.id === id)?.name ?? id;

  async function readFile(file: File | undefined) {
    if (!file) return;
    if (file.size > 512 * 1024)
      return setCsv({ rows: [], error: t('admin.leFichierEstTropVolumineux'), name: file.name });
    setCsv({ ...importRowsFromCsv(await file.text()), name: file.name });
  }
  const runImport = submit(async ({ leagueId, matches }) => {
    const now = new Date().toISOString();
    const docs = matches.map((row) => scheduledMatch(leagueId, row, now));
    try {
      const results = await writeDocs(leagueDbName(leagueId), docs);
      const failed = results.filter((r) => 'error' in r).length;
      if (failed) toast.error(MSG.importPartial(results.length - failed, failed));
      else toast.success(MSG.importDone(results.length));
      onDone();
    } catch {
      toast.error(MSG.importFailed);
    }
  });

  return (
    <div className="space-y-4">
      <SelectField
        id="import-league"
        label={t('admin.ligue')}
        {...register('leagueId', { onChange: () => setValue('picked', Array(TEMPLATE_TEAMS).fill('')) })}
      >
        <LeagueOptions leagues={data.leagues} />
      </SelectField>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="text-sm font-semibold">{t('admin.source')}</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" value="template" {...register('source')} />
          {t('admin.calendrierType30Matchs')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" value="csv" {...register('source')} />
          {t('admin.fichierCsv')}
        </label>
      </fieldset>
      {source === 'template' ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {values.picked.map((_, i) => (
            <SelectField
              // biome-ignore lint/suspicious/noArrayIndexKey: the six placeholders are fixed positions.
              key={i}
              id={`import-team-${i + 1}`}
              label={t('admin.équipe', { value: i + 1 })}
              {...register(`picked.${i}`)}
            >
              <option value="">{t('admin.choisirUneÉquipe')}</option>
              {teams.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
      ) : (
        <div>
          <label htmlFor="import-file" className="text-sm font-medium">
            {t('admin.fichierCsvDateTimeHome')}
          </label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block min-h-11 w-full"
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
          <p className="mt-1 text-sm text-stone-600">{t('admin.uneLigneParMatchPar')}</p>
          <Problem text={csv?.error ?? null} />
        </div>
      )}
      {rows.length > 0 && (
        <Section
          id="import-preview"
          level={3}
          plain
          title={t('admin.aperçuMatchs', { length: rows.length, length2: errors.length })}
        >
          <ol
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard.
            tabIndex={0}
            aria-labelledby="import-preview"
            className="mt-2 max-h-72 divide-y divide-stone-200 overflow-y-auto rounded-lg border border-stone-200 text-sm"
          >
            {checked.map((row, i) => (
              <li key={row.line} className={`px-3 py-1.5 ${row.ok ? '' : 'bg-red-50'}`}>
                <span className="font-medium">{t('admin.ligne', { line: row.line })} </span>
                {row.ok
                  ? `${formatLeagueDate(row.date)} ${formatLeagueTime(row.date)} · ${name(row.homeTeamId)} – ${name(row.awayTeamId)} · ${row.venue}`
                  : `${rows[i]!.home || '?'} – ${rows[i]!.away || '?'} : ${row.errors.join('; ')}`}
              </li>
            ))}
          </ol>
        </Section>
      )}
      {errors.length > 0 && <Problem text={t('admin.corrigezChaqueLigneEnErreur')} />}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('admin.annuler')}
        </Button>
        <Button
          disabled={formState.isSubmitting || rows.length === 0 || errors.length > 0 || !leagueId}
          onClick={() => void runImport()}
        >
          {t('admin.importerMatchs', { length: rows.length })}
        </Button>
      </div>
    </div>
  );
}
