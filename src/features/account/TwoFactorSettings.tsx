import { useEffect, useState } from 'react';
import { ApiError, apiCall, OfflineError } from '../../data/api.ts';
import { ZTwoFactorCodeForm, ZTwoFactorOffForm } from '../../domain/forms/settings-form.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { PasswordField, TextField } from '../../ui/Field.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { QrCode } from '../../ui/QrCode.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { AccountCard } from './AccountCard.tsx';

type TStatus = { on: boolean; recoveryCodesLeft: number };
type TStep =
  | { kind: 'status' }
  | { kind: 'setup'; secret: string; uri: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'newCodes' }
  | { kind: 'turnOff' };

const failure = (error: unknown) =>
  error instanceof ApiError || error instanceof OfflineError ? error.message : t('account.twoFactorFailed');

/** The key in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Two-factor sign-in for the signed-in admin, captain or referee (ADR 037): online only, like
 * every account call. Off → set up (QR code and key) → a first code turns it on → recovery codes,
 * shown once. `level`: its heading's, under the screen's own.
 */
export function TwoFactorSettings({ level = 3 }: { level?: 2 | 3 }) {
  const [status, setStatus] = useState<TStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState<TStep>({ kind: 'status' });
  /** Counts the changes made here: each one reads the status again. */
  const [changes, setChanges] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` is the cue to read it again
  useEffect(() => {
    apiCall<TStatus>('/api/two-factor').then(
      (s) => {
        setStatus(s);
        setProblem(null);
      },
      (error: unknown) => setProblem(failure(error)),
    );
  }, [changes]);

  const startSetup = async () => {
    try {
      const { secret, uri } = await apiCall<{ secret: string; uri: string }>('/api/two-factor/setup', {
        body: {},
      });
      setStep({ kind: 'setup', secret, uri });
    } catch (error) {
      toast.error(failure(error));
    }
  };
  const done = () => {
    setStep({ kind: 'status' });
    setChanges((n) => n + 1);
  };

  return (
    <AccountCard id="two-factor" title={t('account.twoFactor')} level={level}>
      <p className="text-sm text-stone-700" role="status" hidden={step.kind !== 'status'}>
        {status === null
          ? (problem ?? t('account.checking'))
          : status.on
            ? `${t('account.twoFactorOn')} ${t('account.recoveryCodesLeft', { count: status.recoveryCodesLeft })}`
            : t('account.twoFactorOff')}
      </p>
      {step.kind === 'status' && status && !status.on && (
        <Button type="button" onClick={startSetup}>
          {t('account.setUpTwoFactor')}
        </Button>
      )}
      {step.kind === 'status' && status?.on && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={() => setStep({ kind: 'newCodes' })}>
            {t('account.newRecoveryCodes')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setStep({ kind: 'turnOff' })}>
            {t('account.turnOff')}
          </Button>
        </div>
      )}
      {step.kind === 'setup' && (
        <SetUp
          secret={step.secret}
          uri={step.uri}
          onCancel={done}
          onOn={(codes) => {
            toast.success(t('account.twoFactorTurnedOn'));
            setStep({ kind: 'codes', codes });
          }}
        />
      )}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={done} />}
      {step.kind === 'newCodes' && (
        <NewCodes onCancel={done} onCodes={(codes) => setStep({ kind: 'codes', codes })} />
      )}
      {step.kind === 'turnOff' && (
        <TurnOff
          onCancel={done}
          onOff={() => {
            toast.success(t('account.twoFactorTurnedOff'));
            done();
          }}
        />
      )}
    </AccountCard>
  );
}

/** A form that sends one code to `path` and hands on the recovery codes it answers. */
function useCodesForm(path: string, onCodes: (codes: string[]) => void) {
  const form = useSchemaForm(ZTwoFactorCodeForm, { code: '' });
  const send = form.submit(async ({ code }) => {
    try {
      onCodes((await apiCall<{ recoveryCodes: string[] }>(path, { body: { code } })).recoveryCodes);
    } catch (error) {
      // What `submit`'s save returns is the form's problem.
      return failure(error);
    }
  });
  return { ...form, send };
}

/** A step's buttons: do it, or go back to the status. */
function Actions(props: { label: string; isBusy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={props.isBusy}>
        {props.label}
      </Button>
      <Button type="button" variant="secondary" onClick={props.onCancel}>
        {t('app.cancel')}
      </Button>
    </div>
  );
}

function SetUp(props: {
  secret: string;
  uri: string;
  onCancel: () => void;
  onOn: (codes: string[]) => void;
}) {
  const { register, send, problem, clearOnEdit, formState } = useCodesForm(
    '/api/two-factor/enable',
    props.onOn,
  );
  return (
    <form onSubmit={send} noValidate className="space-y-3" {...clearOnEdit}>
      <p className="text-sm text-stone-700">{t('account.scanTheCode')}</p>
      <QrCode text={props.uri} label={t('account.twoFactorQr')} />
      <p className="text-sm text-stone-700">
        {t('account.orEnterTheKey')}{' '}
        <code data-testid="two-factor-key" className="break-all font-mono font-semibold">
          {grouped(props.secret)}
        </code>
      </p>
      <CodeField id="two-factor-code" register={register('code')} />
      <Problem text={problem} />
      <Actions label={t('account.turnOn')} isBusy={formState.isSubmitting} onCancel={props.onCancel} />
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = () =>
    navigator.clipboard?.writeText(codes.join('\n')).then(
      () => toast.success(t('account.codesCopied')),
      () => toast.error(t('account.twoFactorFailed')),
    );
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-stone-800">{t('account.saveRecoveryCodes')}</p>
      <ul data-testid="recovery-codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={copy}>
          {t('account.copyCodes')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('account.iSavedThem')}
        </Button>
      </div>
    </div>
  );
}

function NewCodes({ onCancel, onCodes }: { onCancel: () => void; onCodes: (codes: string[]) => void }) {
  const { register, send, problem, clearOnEdit, formState } = useCodesForm(
    '/api/two-factor/recovery-codes',
    onCodes,
  );
  return (
    <form onSubmit={send} noValidate className="space-y-3" {...clearOnEdit}>
      <p className="text-sm text-stone-700">{t('account.newRecoveryCodesNote')}</p>
      <CodeField id="two-factor-new-codes" register={register('code')} />
      <Problem text={problem} />
      <Actions label={t('account.makeNewCodes')} isBusy={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}

function TurnOff({ onCancel, onOff }: { onCancel: () => void; onOff: () => void }) {
  const { register, submit, problem, clearOnEdit, formState } = useSchemaForm(ZTwoFactorOffForm, {
    password: '',
    code: '',
  });
  const turnOff = submit(async (body) => {
    try {
      await apiCall('/api/two-factor/disable', { body });
      onOff();
    } catch (error) {
      return failure(error);
    }
  });
  return (
    <form onSubmit={turnOff} noValidate className="space-y-3" {...clearOnEdit}>
      <p className="text-sm text-stone-700">{t('account.turnOffTwoFactorNote')}</p>
      <PasswordField id="two-factor-password" label={t('account.yourPassword')} {...register('password')} />
      <CodeField id="two-factor-off-code" register={register('code')} />
      <Problem text={problem} />
      <Actions label={t('account.turnOff')} isBusy={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** The code field of every step: a one-time code, which phones can fill from a message or an app. */
function CodeField({
  id,
  register,
}: {
  id: string;
  register: ReturnType<ReturnType<typeof useSchemaForm>['register']>;
}) {
  return (
    <TextField
      id={id}
      label={t('account.codeFromTheApp')}
      hint={t('account.codeHint')}
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={40}
      {...register}
    />
  );
}
