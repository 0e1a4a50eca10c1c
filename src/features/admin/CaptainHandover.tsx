import { useState } from 'react';
import { apiCall } from '../../data/api.ts';
import type { TRow } from '../../data/local-store.ts';
import { ZCaptainHandover } from '../../domain/forms/handover-form.ts';
import type { TTeam } from '../../domain/schemas/team.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { EmailField, NameField, PhoneField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Section } from '../../ui/Section.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { DeskForm, errorText } from './parts.tsx';

/**
 * ADR 060: the team's account goes to its new captain (online): their e-mail, name and phone, and
 * a password the admin reads out once. The old captain is signed out and told.
 */
export function CaptainHandover({ team }: { team: TRow<TTeam> }) {
  const [isOpen, setOpen] = useState(false);
  const [issued, setIssued] = useState<{ name: string; email: string; password: string } | null>(null);
  const { register, reset, submit, problem, clearOnEdit, formState } = useSchemaForm(ZCaptainHandover, {
    captainName: '',
    email: '',
    phone: '',
  });
  const save = submit(async (body) => {
    try {
      const answer = await apiCall<{ password: string; email: string }>(
        `/api/admin/teams/${team.id}/captain`,
        {
          body,
        },
      );
      setIssued({ name: body.captainName, email: answer.email, password: answer.password });
      setOpen(false);
      reset();
      toast.success(t('admin.handover.done', { team: team.name, name: body.captainName }));
      return null;
    } catch (error) {
      return errorText(error);
    }
  });
  return (
    <Section
      id="handover-title"
      level={3}
      plain
      className="rounded-lg border border-stone-200 p-3"
      title={t('admin.handover.title')}
    >
      <p className="text-sm text-stone-600">{t('admin.handover.hint')}</p>
      {issued && (
        <p role="status" className="mt-2 rounded-lg bg-brand-50 p-3 break-words">
          {t('admin.handover.issued', { name: issued.name, email: issued.email })}{' '}
          <code className="text-lg font-bold">{issued.password}</code> {t('admin.shownOnce')}
        </p>
      )}
      {isOpen ? (
        <div className="mt-2">
          <DeskForm onSubmit={save} problem={problem} {...clearOnEdit}>
            <NameField
              id="handover-name"
              label={t('admin.handover.name')}
              autoComplete="off"
              {...register('captainName')}
            />
            <EmailField
              id="handover-email"
              label={t('admin.handover.email')}
              autoComplete="off"
              {...register('email')}
            />
            <PhoneField
              id="handover-phone"
              label={t('admin.handover.phone')}
              autoComplete="off"
              {...register('phone')}
            />
            <FormActions
              onCancel={() => setOpen(false)}
              isBusy={formState.isSubmitting}
              submit={t('admin.handover.submit')}
            />
          </DeskForm>
        </div>
      ) : (
        <Button
          variant="secondary"
          className="mt-2"
          disabled={Boolean(team.withdrawnAt)}
          onClick={() => setOpen(true)}
        >
          {t('admin.handover.open')}
        </Button>
      )}
    </Section>
  );
}
