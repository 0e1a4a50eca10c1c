import { useState } from 'react';
import { ApiError, apiCall, OfflineError } from '../../data/api.ts';
import { useSession } from '../../data/session.ts';
import { ZEmailChange, ZEmailCode } from '../../domain/forms/email-change-form.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { EmailField, PasswordField, TextField } from '../../ui/Field.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { AccountCard } from './AccountCard.tsx';

const failure = (error: unknown) =>
  error instanceof ApiError || error instanceof OfflineError
    ? error.message
    : t('account.emailChange.failed');

/**
 * ADR 061: a captain or referee moves their sign-in to another e-mail (online only, like every
 * account call): the new address and the current password, then the code sent to that address.
 */
export function EmailSettings({ level = 3 }: { level?: 2 | 3 }) {
  const user = useSession((s) => s.user);
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (!user) return null;
  return (
    <AccountCard id="email-settings" title={t('account.emailChange.title')} level={level}>
      <p className="break-words text-sm text-stone-700">
        {t('account.emailChange.current', { email: user.email })}
      </p>
      {sentTo ? <CodeForm email={sentTo} onDone={() => setSentTo(null)} /> : <AskForm onSent={setSentTo} />}
    </AccountCard>
  );
}

function AskForm({ onSent }: { onSent: (email: string) => void }) {
  const { register, submit, problem, clearOnEdit, formState } = useSchemaForm(ZEmailChange, {
    email: '',
    currentPassword: '',
  });
  const save = submit(async (body) => {
    try {
      await apiCall('/api/account/email', { body });
      onSent(body.email);
      return null;
    } catch (error) {
      return failure(error);
    }
  });
  return (
    <form onSubmit={save} noValidate className="space-y-3" {...clearOnEdit}>
      <EmailField
        id="new-email"
        label={t('account.emailChange.newEmail')}
        autoComplete="off"
        {...register('email')}
      />
      <PasswordField
        id="email-password"
        label={t('account.emailChange.password')}
        {...register('currentPassword')}
      />
      <Problem text={problem} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('account.emailChange.send')}
      </Button>
    </form>
  );
}

function CodeForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { register, submit, problem, clearOnEdit, formState } = useSchemaForm(ZEmailCode, { code: '' });
  const save = submit(async (body) => {
    try {
      const answer = await apiCall<{ email: string }>('/api/account/email/confirm', { body });
      // The session on this device names the new address too.
      const user = useSession.getState().user;
      if (user) useSession.setState({ user: { ...user, email: answer.email } });
      toast.success(t('account.emailChange.done', { email: answer.email }));
      onDone();
      return null;
    } catch (error) {
      return failure(error);
    }
  });
  return (
    <form onSubmit={save} noValidate className="space-y-3" {...clearOnEdit}>
      <p className="break-words text-sm text-stone-700" role="status">
        {t('account.emailChange.codeSent', { email })}
      </p>
      <TextField
        id="email-code"
        label={t('account.emailChange.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        {...register('code')}
      />
      <Problem text={problem} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('account.emailChange.confirm')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('account.emailChange.cancel')}
        </Button>
      </div>
    </form>
  );
}
