import { useState } from 'react';
import { useLiveQuery } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { formatLeagueDay } from '../../domain/dates.ts';
import { docId, leagueDbName } from '../../domain/db-names.ts';
import { newsFormSchema } from '../../domain/forms/announcement-form.ts';
import { newId } from '../../domain/ids.ts';
import { SHORT_TEXT_MAX, TEXT_MAX } from '../../domain/limits.ts';
import type { TAnnouncement } from '../../domain/schemas/announcement.ts';
import { t } from '../../i18n/core.ts';
import { RowButton } from '../../ui/Button.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Section } from '../../ui/Section.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite, byId, removeRow, type TAdminData } from './admin-data.ts';
import { ConfirmDialog, DeskForm, LeagueOptions } from './parts.tsx';

const SHOWN = 10;

/** League news (ADR 040): the admin posts it here; every captain of the league is told. */
export function LeagueNews({ data }: { data: TAdminData }) {
  const news = useLiveQuery(
    () => store.announcements.orderBy('createdAt').reverse().limit(SHOWN).toArray(),
    [],
  );
  const [deleting, setDeleting] = useState<TRow<TAnnouncement> | null>(null);
  const leagues = byId(data.leagues);
  const form = useSchemaForm(newsFormSchema, { leagueId: data.leagues[0]?.id ?? '', title: '', body: '' });
  const post = form.submit(async (values) => {
    const doc = {
      _id: docId('announcement', newId()),
      type: 'announcement',
      ...values,
      createdAt: new Date().toISOString(),
    };
    const refused = await adminWrite(leagueDbName(values.leagueId), doc);
    if (refused) return refused;
    toast.success(t('admin.newsPosted'));
    form.reset({ leagueId: values.leagueId, title: '', body: '' });
  });
  async function remove(item: TRow<TAnnouncement>) {
    setDeleting(null);
    await removeRow(leagueDbName(item.leagueId), 'announcement', item, {
      done: t('admin.newsDeleted'),
      failed: t('admin.newsNotDeleted'),
    });
  }
  if (data.leagues.length === 0) return null;
  return (
    <Section id="league-news" level={3} title={t('admin.newsTitle')}>
      <p className="mt-1 mb-3 text-sm text-stone-700">{t('admin.newsHint')}</p>
      <DeskForm onSubmit={post} problem={form.problem} {...form.clearOnEdit}>
        <SelectField id="news-league" label={t('admin.league2')} {...form.register('leagueId')}>
          <LeagueOptions leagues={data.leagues} />
        </SelectField>
        <TextField
          id="news-title"
          label={t('admin.newsTitleField')}
          maxLength={SHORT_TEXT_MAX}
          {...form.register('title')}
        />
        <TextAreaField
          id="news-body"
          label={t('admin.newsBodyField')}
          maxLength={TEXT_MAX}
          rows={4}
          {...form.register('body')}
        />
        <FormActions
          onCancel={() => form.reset()}
          isBusy={form.formState.isSubmitting}
          submit={t('admin.newsPost')}
        />
      </DeskForm>
      {news && news.length > 0 && (
        <ul className="mt-4 space-y-3">
          {news.map((item) => (
            <li key={item.id} className="rounded-xl border border-stone-200 p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="break-words font-semibold">{item.title}</p>
                  <p className="text-sm text-stone-600">
                    {leagues.get(item.leagueId)?.name ?? ''} · {formatLeagueDay(item.createdAt)}
                  </p>
                </div>
                <RowButton
                  text={t('admin.delete')}
                  label={t('admin.newsDelete', { title: item.title })}
                  onClick={() => setDeleting(item)}
                />
              </div>
              {item.body && <p className="mt-1 whitespace-pre-line break-words text-sm">{item.body}</p>}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        title={t('admin.newsDeleteTitle')}
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
        confirmLabel={t('admin.delete')}
      >
        {t('admin.newsDeleteWarning')}
      </ConfirmDialog>
    </Section>
  );
}
