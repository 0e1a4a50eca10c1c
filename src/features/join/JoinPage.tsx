import { useEffect, useState } from 'react';
import { ApiError, apiCall, OfflineError } from '../../data/api.ts';
import { ZJoinForm } from '../../domain/forms/join-form.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { NameField, NumberField, PhoneField } from '../../ui/Field.tsx';
import { Page } from '../../ui/Page.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

/** The header the token travels in (the server's JOIN_LINK_HEADER): never in a URL. */
const HEADER = 'x-pitchside-join';

type TView = { teamName: string; leagueName: string };
type TState = { view: TView | null; problem: string | null; isSent: boolean };

/**
 * ADR 075: a player opens the team's join link (`/join#<token>`) with no account, and asks to
 * join: names, and a number and a phone if they like. The captain adds them to the roster. Online
 * only: the request goes to the server, which files it for the captain.
 */
export default function JoinPage() {
  const token = window.location.hash.slice(1);
  const [state, setState] = useState<TState>({ view: null, problem: null, isSent: false });
  useEffect(() => {
    if (!token) return;
    apiCall<TView>('/api/join', { headers: { [HEADER]: token } })
      .then((view) => setState((s) => ({ ...s, view })))
      .catch((error: unknown) =>
        setState((s) => ({
          ...s,
          problem:
            error instanceof OfflineError
              ? t('team.join.offlineOpen')
              : error instanceof ApiError && error.status < 500
                ? error.message
                : t('team.join.failed'),
        })),
      );
  }, [token]);
  const title = t('team.join.pageTitle');
  if (!token || state.problem) {
    return (
      <Page title={title}>
        <p role="alert" className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
          {state.problem ?? t('team.join.notValid')}
        </p>
      </Page>
    );
  }
  if (!state.view) {
    return (
      <Page title={title}>
        <p role="status">{t('team.loading')}</p>
      </Page>
    );
  }
  const { view } = state;
  return (
    <Page title={title}>
      {state.isSent ? (
        <p role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900">
          {t('team.join.sent', { team: view.teamName })}
        </p>
      ) : (
        <JoinForm token={token} view={view} onSent={() => setState((s) => ({ ...s, isSent: true }))} />
      )}
    </Page>
  );
}

function JoinForm({ token, view, onSent }: { token: string; view: TView; onSent: () => void }) {
  const { register, submit, problem, clearOnEdit, formState, getValues } = useSchemaForm(ZJoinForm, {
    firstName: '',
    lastName: '',
    phone: '',
    jersey: '',
  });
  const save = submit(async () => {
    try {
      // The form's own words go: the server parses them with the same schema.
      await apiCall('/api/join', { headers: { [HEADER]: token }, body: getValues() });
      onSent();
    } catch (error) {
      return error instanceof OfflineError
        ? t('team.join.offlineSend')
        : error instanceof ApiError && error.status < 500
          ? error.message
          : t('team.join.failed');
    }
  });
  return (
    <form
      onSubmit={save}
      noValidate
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5"
      {...clearOnEdit}
    >
      <p>{t('team.join.intro', { team: view.teamName, league: view.leagueName })}</p>
      <NameField
        id="join-first"
        label={t('team.firstName')}
        autoComplete="given-name"
        {...register('firstName')}
      />
      <NameField
        id="join-last"
        label={t('team.lastName')}
        autoComplete="family-name"
        {...register('lastName')}
      />
      <PhoneField id="join-phone" label={t('team.phoneOptional')} {...register('phone')} />
      <NumberField id="join-jersey" label={t('team.jerseyNumberOptional')} {...register('jersey')} />
      <Problem text={problem} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('team.join.send')}
      </Button>
    </form>
  );
}
