import { useState } from 'react';
import { ApiError, apiCall, OfflineError } from '../../data/api.ts';
import type { TRow } from '../../data/local-store.ts';
import { PASSWORD_MAX } from '../../domain/limits.ts';
import { MSG } from '../../domain/messages.ts';
import { checkRefereeCreation } from '../../domain/rules.ts';
import type { TLeague } from '../../domain/schemas/league.ts';
import { t } from '../../i18n/core.ts';
import { TextField } from '../../ui/Field.tsx';
import { useProblem } from '../../ui/Problem.tsx';
import { toast } from '../../ui/toasts.tsx';
import { DeskForm, FormActions } from './parts.tsx';

/** A referee account (online only: the e-mail must be unique across the whole system). */
export function RefereeForm({ leagues, onDone }: { leagues: TRow<TLeague>[]; onDone: () => void }) {
  const [v, setValues] = useState({
    displayName: '',
    email: '',
    password: '',
    phone: '',
    licenseNumber: '',
    experience: '',
  });
  const [covered, setCovered] = useState<string[]>([]);
  const [problem, setProblem, clearOnEdit] = useProblem();
  const [isBusy, setBusy] = useState(false);
  const set = (key: keyof typeof v) => (e: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [key]: e.target.value }));
  async function save() {
    let found = checkRefereeCreation(v);
    if (!found && v.experience !== '' && !/^\d{1,2}$/.test(v.experience))
      found = t('admin.experienceIsANumberOf');
    setProblem(found);
    if (found) return toast.error(found);
    setBusy(true);
    try {
      await apiCall('/api/signup', {
        body: {
          kind: 'referee',
          displayName: v.displayName,
          email: v.email,
          password: v.password,
          ...(v.phone.trim() ? { phone: v.phone } : {}),
          ...(v.licenseNumber.trim() ? { licenseNumber: v.licenseNumber } : {}),
          ...(v.experience !== '' ? { experience: Number(v.experience) } : {}),
          assignedLeagues: covered,
        },
      });
      toast.success(MSG.refereeCreated);
      onDone();
    } catch (error) {
      const message =
        error instanceof ApiError || error instanceof OfflineError
          ? error.message
          : MSG.failedToCreateReferee;
      setProblem(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <DeskForm onSubmit={save} problem={problem} {...clearOnEdit}>
      <TextField
        id="ref-name"
        label={t('admin.fullName')}
        value={v.displayName}
        onChange={set('displayName')}
        maxLength={100}
        autoComplete="off"
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          id="ref-email"
          label={t('admin.email')}
          type="email"
          value={v.email}
          onChange={set('email')}
          maxLength={320}
          autoComplete="off"
        />
        <TextField
          id="ref-password"
          maxLength={PASSWORD_MAX}
          label={t('admin.password')}
          type="password"
          value={v.password}
          onChange={set('password')}
          autoComplete="new-password"
          hint={t('admin.atLeast6Characters')}
        />
        <TextField
          id="ref-phone"
          label={t('admin.phone')}
          type="tel"
          value={v.phone}
          onChange={set('phone')}
          maxLength={40}
        />
        <TextField
          id="ref-licence"
          label={t('admin.licenceNumber')}
          value={v.licenseNumber}
          onChange={set('licenseNumber')}
          maxLength={50}
        />
        <TextField
          id="ref-experience"
          label={t('admin.experienceYears')}
          inputMode="numeric"
          pattern="[0-9]*"
          value={v.experience}
          onChange={set('experience')}
          maxLength={2}
        />
      </div>
      {leagues.length > 0 && (
        <fieldset className="rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold">{t('admin.leaguesCovered')}</legend>
          {leagues.map((l) => (
            <label key={l.id} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={covered.includes(l.id)}
                onChange={(e) =>
                  setCovered((list) =>
                    e.target.checked ? [...list, l.id] : list.filter((id) => id !== l.id),
                  )
                }
              />
              {l.name}
            </label>
          ))}
        </fieldset>
      )}
      <p className="text-sm text-stone-600">{t('admin.creatingAnAccountNeedsA')}</p>
      <FormActions onCancel={onDone} submit={t('admin.createReferee')} isBusy={isBusy} />
    </DeskForm>
  );
}
