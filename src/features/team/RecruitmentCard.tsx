import { lazy, Suspense, useState } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { valueLabel } from '../../domain/labels.ts';
import type { TTeam } from '../../domain/schemas/team.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';
import { toast } from '../../ui/toasts.tsx';

type TRecruitment = TTeam['recruitment'];

// The form, its schema and react-hook-form load when it opens, not with the dashboard (issue #36).
const RecruitmentForm = lazy(() => import('./RecruitmentForm.tsx'));

/** The team record with a new recruitment, written on this device (it syncs like any edit). */
export async function saveRecruitment(team: TRow<TTeam>, recruitment: TRecruitment) {
  const { id, db: _db, ...body } = team;
  await writeDoc(teamDbName(id), { ...body, _id: docId('team', id), recruitment });
}

/**
 * The dashboard's Recruitment card: the spec's Open/Closed toggle, and what the team looks for
 * (positions, levels, a note), which free agents see when they choose teams.
 */
export function RecruitmentCard({ team, isComplete }: { team: TRow<TTeam>; isComplete: boolean }) {
  const [isEditing, setEditing] = useState(false);
  const { recruitment } = team;
  const toggle = async () => {
    const open = !recruitment.open;
    try {
      await saveRecruitment(team, { ...recruitment, open });
      toast.success(open ? t('team.recruitmentOpened') : t('team.recruitmentClosed'));
    } catch (error) {
      toast.error(refusalText(error, t('team.failedToUpdateRecruitmentStatus')));
    }
  };
  const wanted = [...recruitment.positions.map(valueLabel), ...recruitment.levels.map(valueLabel)];
  return (
    <Section id="recruitment" title={t('team.recruitment')}>
      <p className="mt-1">
        {t('team.status')}{' '}
        <span className="font-semibold">{recruitment.open ? t('team.open') : t('team.closed')}</span>
      </p>
      <label className="mt-2 flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          aria-checked={recruitment.open}
          checked={recruitment.open}
          disabled={!isComplete}
          onChange={() => void toggle()}
        />
        <span>{t('team.openToFreeAgents')}</span>
      </label>
      {!isComplete && (
        <p className="text-sm text-stone-600">{t('team.completeOnboardingToEnableRecruitment')}</p>
      )}
      <p className="mt-2 text-sm text-stone-700">
        {t('team.lookingFor')} {wanted.length ? wanted.join(', ') : t('team.anyone')}
      </p>
      {recruitment.note && <p className="mt-1 text-sm break-words text-stone-700">“{recruitment.note}”</p>}
      <Button variant="secondary" className="mt-2" onClick={() => setEditing(true)}>
        {t('team.editWhatYouLookFor')}
      </Button>
      {isEditing && (
        <Suspense fallback={null}>
          <RecruitmentForm team={team} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Section>
  );
}
