import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, apiCall, OfflineError } from '../../data/api.ts';
import { useLeagueDirectory } from '../../data/leagues.ts';
import { WAITLIST_NOTE_MAX, ZWaitlistForm } from '../../domain/forms/waitlist-form.ts';
import { t } from '../../i18n/core.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { EmailField, NameField, PhoneField, TextAreaField } from '../../ui/Field.tsx';
import { Page } from '../../ui/Page.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';

type TJoined = { position: number; league: string; team: string; email: string };

/**
 * ADR 057: a full league's waiting list, from its card on /leagues. Online only (the league's
 * places and the list are the server's); the form keeps what was typed when the network is gone.
 */
export default function WaitlistPage() {
  const { leagueId = '' } = useParams();
  const leagues = useLeagueDirectory();
  const league = leagues?.find((l) => l.id === leagueId);
  const [joined, setJoined] = useState<TJoined | null>(null);
  const { register, submit, problem, clearOnEdit, formState, watch } = useSchemaForm(ZWaitlistForm, {
    teamName: '',
    captainName: '',
    email: '',
    phone: '',
    note: '',
  });
  const save = submit(async (body) => {
    try {
      const answer = await apiCall<{ position: number; league: string }>(
        `/api/leagues/${leagueId}/waiting-list`,
        { body },
      );
      setJoined({ position: answer.position, league: answer.league, team: body.teamName, email: body.email });
      toast.success(t('pages.waitlist.joined'));
    } catch (error) {
      if (error instanceof OfflineError) return t('pages.waitlist.needsConnection');
      return error instanceof ApiError && error.status < 500 ? error.message : t('pages.waitlist.failed');
    }
  });

  if (joined) {
    return (
      <Page title={t('pages.waitlist.joined')}>
        <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5" role="status">
          <p className="text-stone-800">{t('pages.waitlist.position', joined)}</p>
          <ButtonLink to="/leagues" variant="secondary">
            {t('pages.waitlist.backToLeagues')}
          </ButtonLink>
        </div>
      </Page>
    );
  }
  if (leagues === undefined) {
    return (
      <Page title={t('pages.waitlist.title')}>
        <p role="status">{t('app.loading')}</p>
      </Page>
    );
  }
  const closed = !league
    ? t('pages.waitlist.notFound')
    : league.isOver
      ? t('pages.waitlist.seasonOver', { league: league.name })
      : null;
  const note = watch('note');
  return (
    <Page title={t('pages.waitlist.title')}>
      {closed && (
        <p className="rounded-2xl border border-stone-200 bg-white p-4" role="status">
          {closed}{' '}
          <Link to="/leagues" className="font-semibold text-brand-800 underline">
            {t('pages.waitlist.backToLeagues')}
          </Link>
        </p>
      )}
      {league && !closed && league.spotsLeft > 0 && (
        <p className="rounded-2xl border border-brand-200 bg-brand-50 p-4" role="status">
          {t('pages.waitlist.hasRoom', { league: league.name })}{' '}
          <Link to={`/team-signup?leagueId=${league.id}`} className="font-semibold text-brand-800 underline">
            {t('pages.waitlist.signUp')}
          </Link>
        </p>
      )}
      {league && !closed && league.spotsLeft === 0 && (
        <form
          onSubmit={save}
          noValidate
          {...clearOnEdit}
          className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5"
        >
          <p className="text-stone-700">
            {t('pages.waitlist.intro', { league: league.name, season: league.season })}
          </p>
          <NameField
            id="waitlist-team"
            label={t('pages.waitlist.teamName')}
            autoComplete="organization"
            {...register('teamName')}
          />
          <NameField
            id="waitlist-captain"
            label={t('pages.waitlist.captainName')}
            autoComplete="name"
            {...register('captainName')}
          />
          <EmailField id="waitlist-email" label={t('pages.waitlist.email')} {...register('email')} />
          <PhoneField id="waitlist-phone" label={t('pages.waitlist.phone')} {...register('phone')} />
          <TextAreaField
            id="waitlist-note"
            label={t('pages.waitlist.note')}
            maxLength={WAITLIST_NOTE_MAX}
            hint={`${note.length}/${WAITLIST_NOTE_MAX}`}
            {...register('note')}
          />
          <Problem text={problem} />
          <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
            {t('pages.waitlist.title')}
          </Button>
        </form>
      )}
    </Page>
  );
}
