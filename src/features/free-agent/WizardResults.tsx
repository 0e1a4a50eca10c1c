import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { privateLink, type TDuplicate, type TSubmitted } from '../../data/free-agent.ts';
import { t } from '../../i18n/core.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { DetailsList } from '../../ui/DetailsList.tsx';
import { Section } from '../../ui/Section.tsx';
import { toast } from '../../ui/toasts.tsx';
import { positionLabel } from './ProfileStep.tsx';

/** The spec's "Profile Already Exists": name, position and status; never the contact details. */
export function DuplicateScreen({
  match,
  canUpdate,
  isBusy,
  onUpdate,
  onCreateNew,
}: {
  match: TDuplicate;
  canUpdate: boolean;
  isBusy: boolean;
  onUpdate: () => void;
  onCreateNew: () => void;
}) {
  return (
    <Section id="duplicate" title={t('freeAgent.profileAlreadyExists')}>
      <p className="mt-1 text-stone-600">{t('freeAgent.aFreeAgentProfileWith')}</p>
      <DetailsList
        className="mt-3 rounded-xl bg-stone-50 p-4 text-sm"
        rows={[
          [t('freeAgent.name'), match.name],
          [t('freeAgent.position'), positionLabel(match.position)],
          [t('freeAgent.status'), positionLabel(match.status)],
        ]}
      />
      {!canUpdate && <p className="mt-3 text-sm text-stone-700">{t('freeAgent.thisProfileWasMadeOn')}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        {canUpdate && (
          <Button onClick={onUpdate} disabled={isBusy}>
            {isBusy ? t('freeAgent.updating') : t('freeAgent.updateExistingProfile')}
          </Button>
        )}
        <Button variant={canUpdate ? 'secondary' : 'primary'} onClick={onCreateNew} disabled={isBusy}>
          {t('freeAgent.createNewProfile')}
        </Button>
      </div>
    </Section>
  );
}

/** "Application Sent!": who was contacted, what happens next, and the private link. */
export function SuccessScreen({ result, onAnother }: { result: TSubmitted; onAnother: () => void }) {
  const count = result.teams.length;
  // The spec's announcement, in a live region for one second.
  const [announcement, setAnnouncement] = useState(
    t('freeAgent.applicationSubmittedSuccessfullyToTeams', { count }),
  );
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnouncement(''), 1000);
    return () => window.clearTimeout(timer);
  }, []);
  const link = result.key ? privateLink(result.id, result.key) : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('freeAgent.linkCopied'));
    } catch {
      toast.error(t('freeAgent.copyFailedSelectTheLink'));
    }
  };
  return (
    <section aria-labelledby="sent" className="rounded-2xl border border-stone-200 bg-white p-5">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <h2 id="sent" className="text-2xl font-bold text-brand-800">
        {t('freeAgent.applicationSent')}
      </h2>
      {count > 0 ? (
        <>
          <p className="mt-2">{t('freeAgent.yourProfileWasSentTo')}</p>
          <ul className="mt-1 list-inside list-disc">
            {result.teams.map((t) => (
              <li key={t.teamId} className="break-words">
                {t.name}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2">{t('freeAgent.yourProfileWasCreatedNo')}</p>
      )}
      <h3 className="mt-4 font-semibold">{t('freeAgent.whatHappensNext')}</h3>
      <ul className="mt-1 list-inside list-disc space-y-1 text-stone-700">
        <li>{t('freeAgent.teamCaptainsReviewApplicationsWithin')}</li>
        <li>{t('freeAgent.interestedCaptainsWillContactYou')}</li>
        <li>{t('freeAgent.youCanJoinSeveralTeams')}</li>
      </ul>
      {link && (
        <div className="mt-4 rounded-xl bg-brand-50 p-4">
          <h3 className="font-semibold">{t('freeAgent.yourPrivateLink')}</h3>
          <p className="mt-1 text-sm text-stone-700">{t('freeAgent.keepItItIsThe')}</p>
          <p className="mt-2 text-sm break-all">
            <Link to={`/free-agent/profile/${result.id}#${result.key}`} className="underline">
              {link}
            </Link>
          </p>
          <Button variant="secondary" className="mt-2" onClick={copy}>
            {t('freeAgent.copyLink')}
          </Button>
        </div>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={onAnother}>{t('freeAgent.submitAnotherApplication')}</Button>
        <ButtonLink to="/" variant="secondary">
          {t('freeAgent.backToHome')}
        </ButtonLink>
      </div>
    </section>
  );
}
