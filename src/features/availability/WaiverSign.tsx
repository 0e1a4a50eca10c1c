import { OfflineError } from '../../data/api.ts';
import { signWaiver, type TPlayerView, type TPlayerWaiver } from '../../data/player-link.ts';
import { waiverFormSchema } from '../../domain/forms/waiver-form.ts';
import { SIGNATURE_NAME_MAX } from '../../domain/waiver.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';

/**
 * ADR 053: the league's waiver, read and signed on the player's page by typing a name. Loaded only
 * when there is one to sign, so the page itself loads no form library (screen-weight test).
 * Signing needs the server: it checks the text is still the league's.
 */
export default function WaiverSign({
  token,
  waiver,
  onSigned,
}: {
  token: string;
  waiver: TPlayerWaiver;
  onSigned: (view: TPlayerView | null) => void;
}) {
  const form = useSchemaForm(waiverFormSchema, { name: '' });
  const sign = form.submit(async ({ name }) => {
    try {
      onSigned(await signWaiver(token, name, waiver.version));
    } catch (error) {
      if (error instanceof OfflineError) return t('team.waiverNeedsSignal');
      return error instanceof Error ? error.message : t('team.waiverNotSigned');
    }
    toast.success(t('team.waiverSigned'));
    return null;
  });
  return (
    <section aria-labelledby="waiver" className="mb-4 rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="waiver" className="font-semibold">
        {t('team.waiverTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {waiver.signedVersion ? t('team.waiverChangedSignAgain') : t('team.waiverAsk')}
      </p>
      {/* The whole text, before the form: the page scrolls through it on the way to signing. */}
      <div className="mt-3 rounded-lg border border-stone-300 bg-white p-3 text-sm whitespace-pre-line break-words">
        {waiver.text}
      </div>
      <form onSubmit={sign} noValidate className="mt-3 space-y-3" {...form.clearOnEdit}>
        <TextField
          id="waiver-name"
          label={t('team.waiverName')}
          hint={t('team.waiverNameHint')}
          autoComplete="name"
          maxLength={SIGNATURE_NAME_MAX}
          {...form.register('name')}
        />
        <Problem text={form.problem} />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('team.waiverSign')}
        </Button>
      </form>
    </section>
  );
}
