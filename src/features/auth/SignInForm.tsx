import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ApiError, OfflineError } from '../../data/api.ts';
import { signIn, signInWithPasskey, type TPortal, type TUser } from '../../data/session.ts';
import { EMAIL_MAX, PASSWORD_MAX } from '../../domain/limits.ts';
import { MSG } from '../../domain/messages.ts';
import { checkLogin } from '../../domain/rules.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { useProblem } from '../../ui/Problem.tsx';
import { toast } from '../../ui/toasts.tsx';
import { usePasskeyAutofill } from './passkey-autofill.ts';

type TFields = { email: string; password: string; code: string };

/** Turns a failed sign-in into the spec's words (§8), or the offline message. */
function signInError(error: unknown): string {
  if (error instanceof OfflineError) return t('pages.youAreOfflineSigningIn');
  // The browser's own refusals: its owner closed the prompt, or no passkey of this site is here.
  if (error instanceof Error && ['NotAllowedError', 'AbortError'].includes(error.name))
    return t('pages.noPasskeyChosen');
  if (error instanceof ApiError && [400, 401, 403, 429].includes(error.status)) return error.message;
  return MSG.signInFailed;
}

export function SignInForm({ portal, onSignedIn }: { portal: TPortal; onSignedIn: (user: TUser) => void }) {
  const { register, handleSubmit, formState, setFocus } = useForm<TFields>({
    defaultValues: { email: '', password: '', code: '' },
  });
  /** The server asked for the account's two-factor code after a right password (ADR 037). */
  const [needsCode, setNeedsCode] = useState(false);
  useEffect(() => {
    if (needsCode) setFocus('code');
  }, [needsCode, setFocus]);
  const [problem, setProblem, clearOnEdit] = useProblem();
  const errorId = useId();
  const welcome = (user: TUser) => {
    toast.success(MSG.welcomeBack(portal === 'referee' ? user.displayName : user.team?.name));
    onSignedIn(user);
  };
  const submit = handleSubmit(async ({ email, password, code }) => {
    const invalid = checkLogin(email, password);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setProblem(null);
    try {
      welcome(await signIn(email.trim(), password, portal, needsCode ? code.trim() : undefined));
    } catch (error) {
      const message = signInError(error);
      setProblem(message);
      if (error instanceof ApiError && error.code === 'code_required') {
        // Not a failure: the next step. The code field appears and takes the focus.
        setNeedsCode(true);
        return;
      }
      toast.error(message);
    }
  });
  const [isPasskeyBusy, setPasskeyBusy] = useState(false);
  const canUsePasskeys = typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
  const offerPasskeys = usePasskeyAutofill(portal, welcome, (error) => setProblem(signInError(error)));
  const passkey = async () => {
    setProblem(null);
    setPasskeyBusy(true);
    try {
      welcome(await signInWithPasskey(portal));
    } catch (error) {
      setProblem(signInError(error));
      offerPasskeys(); // The button's prompt withdrew the suggestions.
    } finally {
      setPasskeyBusy(false);
    }
  };
  const field = 'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 px-3 text-base';
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      {...clearOnEdit}
      aria-describedby={problem ? errorId : undefined}
    >
      <div>
        <label htmlFor={`${portal}-email`} className="text-sm font-medium">
          {t('pages.email')}
        </label>
        <input
          id={`${portal}-email`}
          maxLength={EMAIL_MAX}
          type="email"
          autoComplete="username webauthn"
          inputMode="email"
          className={field}
          {...register('email')}
        />
      </div>
      <div>
        <label htmlFor={`${portal}-password`} className="text-sm font-medium">
          {t('pages.password')}
        </label>
        <input
          id={`${portal}-password`}
          maxLength={PASSWORD_MAX}
          type="password"
          autoComplete="current-password"
          className={field}
          {...register('password')}
        />
      </div>
      {needsCode && (
        <div>
          <label htmlFor={`${portal}-code`} className="text-sm font-medium">
            {t('pages.verificationCode')}
          </label>
          <input
            id={`${portal}-code`}
            maxLength={40}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={`${portal}-code-hint`}
            className={field}
            {...register('code')}
          />
          <p id={`${portal}-code-hint`} className="mt-1 text-sm text-stone-600">
            {t('pages.verificationCodeHint')}
          </p>
        </div>
      )}
      {problem && (
        <p id={errorId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('pages.signingIn') : t('pages.signIn')}
      </Button>
      {canUsePasskeys && (
        <Button
          type="button"
          variant="secondary"
          className="w-full"
          onClick={passkey}
          disabled={isPasskeyBusy}
        >
          {isPasskeyBusy ? t('pages.signingIn') : t('pages.signInWithPasskey')}
        </Button>
      )}
      {portal === 'referee' ? (
        <p className="text-center text-sm">
          {t('pages.troubleSigningIn')}{' '}
          <Link to="/contact" className="font-semibold text-brand-800 underline">
            {t('pages.contactSupport')}
          </Link>
        </p>
      ) : (
        <p className="text-center text-sm">
          {t('pages.noAccountYet')}{' '}
          <Link to="/signup" className="font-semibold text-brand-800 underline">
            {t('pages.signUp')}
          </Link>
          {' · '}
          <Link to="/referee/login" className="font-semibold text-brand-800 underline">
            {t('pages.refereeLogin')}
          </Link>
        </p>
      )}
    </form>
  );
}
