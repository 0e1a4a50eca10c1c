import { useEffect, useRef } from 'react';
import { ApiError } from '../../data/api.ts';
import { signInWithPasskey, stopPasskeyAutofill, type TPortal, type TUser } from '../../data/session.ts';

/** A sign-in challenge is good for 5 minutes (ADR 039): the offer is renewed before it lapses. */
const RENEW_MS = 4 * 60_000;

const canAutofill = async () =>
  navigator.onLine &&
  typeof window.PublicKeyCredential?.isConditionalMediationAvailable === 'function' &&
  (await window.PublicKeyCredential.isConditionalMediationAvailable().catch(() => false));

/**
 * While the sign-in form is shown, the phone offers this site's passkeys among the e-mail field's
 * suggestions (WebAuthn's conditional mediation); choosing one signs in, with no button and no
 * password. Returns `offer`, to offer them again after the passkey button's own prompt (which
 * withdrew the offer). The field must carry `autoComplete="username webauthn"`.
 */
export function usePasskeyAutofill(
  portal: TPortal,
  onSignedIn: (user: TUser) => void,
  onRefused: (error: ApiError) => void,
): () => void {
  const callbacks = useRef({ onSignedIn, onRefused });
  callbacks.current = { onSignedIn, onRefused };
  /** Aborted when the form goes. */
  const shown = useRef<AbortController | null>(null);
  const offer = useRef(() => {});
  offer.current = () => {
    void (async () => {
      const signal = shown.current?.signal;
      if (!signal || !(await canAutofill())) return;
      try {
        const user = await signInWithPasskey(portal, { autofill: true, signal });
        if (!signal.aborted) callbacks.current.onSignedIn(user);
      } catch (error) {
        // The server refused the passkey chosen: said as the button says it. Withdrawn (the
        // button, a renewal, the form gone), offline or the browser's refusal: nothing to say.
        if (!signal.aborted && error instanceof ApiError) callbacks.current.onRefused(error);
      }
    })();
  };
  useEffect(() => {
    shown.current = new AbortController();
    offer.current();
    const renewal = setInterval(() => offer.current(), RENEW_MS);
    return () => {
      shown.current?.abort();
      clearInterval(renewal);
      stopPasskeyAutofill();
    };
  }, []);
  return () => offer.current();
}
