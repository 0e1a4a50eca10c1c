import { useEffect, useState } from 'react';
import { ApiError, apiCall, OfflineError } from '../../data/api.ts';
import { formatLeagueDate } from '../../domain/dates.ts';
import { ZPasskeyAddForm } from '../../domain/forms/settings-form.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PasswordField, TextField } from '../../ui/Field.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { AccountCard } from './AccountCard.tsx';

type TPasskey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

const failure = (error: unknown) =>
  error instanceof ApiError || error instanceof OfflineError
    ? error.message
    : error instanceof Error && ['NotAllowedError', 'AbortError'].includes(error.name)
      ? t('account.passkeyCancelled')
      : t('account.passkeyFailed');

/** Which kind of phone or computer this is ("Android", "macOS"), where the browser says, as a default name. */
const deviceName = (): string =>
  (navigator as { userAgentData?: { platform?: string } }).userAgentData?.platform ?? '';

/**
 * The account's passkeys (ADR 039): listed, added (the password again, then the phone's own
 * prompt), removed. Online only. Where the browser has no WebAuthn, it says so.
 */
export function PasskeySettings({ level = 3 }: { level?: 2 | 3 }) {
  const [passkeys, setPasskeys] = useState<TPasskey[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isAdding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TPasskey | null>(null);
  const isSupported = typeof window.PublicKeyCredential === 'function';
  useEffect(() => {
    apiCall<{ passkeys: TPasskey[] }>('/api/passkeys').then(
      (answer) => setPasskeys(answer.passkeys),
      (error: unknown) => setProblem(failure(error)),
    );
  }, []);
  const remove = async (passkey: TPasskey) => {
    setRemoving(null);
    try {
      const answer = await apiCall<{ passkeys: TPasskey[] }>(
        `/api/passkeys/${encodeURIComponent(passkey.id)}`,
        {
          method: 'DELETE',
        },
      );
      setPasskeys(answer.passkeys);
      toast.success(t('account.passkeyRemoved', { name: passkey.name }));
    } catch (error) {
      toast.error(failure(error));
    }
  };
  return (
    <AccountCard id="passkeys" title={t('account.passkeys')} level={level}>
      <p className="text-sm text-stone-700">{t('account.passkeysNote')}</p>
      {!isSupported && <p className="text-sm text-stone-700">{t('account.passkeysUnsupported')}</p>}
      {passkeys === null ? (
        <p className="text-sm text-stone-700" role="status">
          {problem ?? t('account.checking')}
        </p>
      ) : passkeys.length === 0 ? (
        <p className="text-sm text-stone-700">{t('account.noPasskeys')}</p>
      ) : (
        <ul className="divide-y divide-stone-200" data-testid="passkey-list">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="break-words font-medium">{passkey.name}</p>
                <p className="text-sm text-stone-600">
                  {t('account.passkeyAdded', { date: formatLeagueDate(passkey.createdAt) })} ·{' '}
                  {passkey.lastUsedAt
                    ? t('account.passkeyLastUsed', { date: formatLeagueDate(passkey.lastUsedAt) })
                    : t('account.passkeyNeverUsed')}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={t('account.removePasskeyNamed', { name: passkey.name })}
                onClick={() => setRemoving(passkey)}
              >
                {t('account.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {isSupported && passkeys !== null && !isAdding && (
        <Button onClick={() => setAdding(true)}>{t('account.addPasskey')}</Button>
      )}
      {isAdding && (
        <AddPasskey
          onCancel={() => setAdding(false)}
          onAdded={(list) => {
            setPasskeys(list);
            setAdding(false);
            toast.success(t('account.passkeyAddedToast'));
          }}
        />
      )}
      <ConfirmDialog
        title={t('account.removePasskeyQuestion', { name: removing?.name ?? '' })}
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
        confirmLabel={t('account.remove')}
      >
        <p>{t('account.removePasskeyNote')}</p>
      </ConfirmDialog>
    </AccountCard>
  );
}

function AddPasskey({ onCancel, onAdded }: { onCancel: () => void; onAdded: (list: TPasskey[]) => void }) {
  const { register, submit, problem, clearOnEdit, formState } = useSchemaForm(ZPasskeyAddForm, {
    name: deviceName(),
    password: '',
  });
  const add = submit(async ({ name, password }) => {
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const options = await apiCall<Parameters<typeof startRegistration>[0]['optionsJSON']>(
        '/api/passkeys/options',
        { body: { password } },
      );
      const credential = await startRegistration({ optionsJSON: options });
      onAdded(
        (await apiCall<{ passkeys: TPasskey[] }>('/api/passkeys', { body: { name, credential } })).passkeys,
      );
    } catch (error) {
      return failure(error);
    }
  });
  return (
    <form onSubmit={add} noValidate className="space-y-3" {...clearOnEdit}>
      <TextField
        id="passkey-name"
        label={t('account.passkeyName')}
        hint={t('account.passkeyNameHint')}
        maxLength={60}
        {...register('name')}
      />
      <PasswordField id="passkey-password" label={t('account.yourPassword')} {...register('password')} />
      <Problem text={problem} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('account.addPasskey')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('app.cancel')}
        </Button>
      </div>
    </form>
  );
}
