import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { privateLink, type TDuplicate, type TSubmitted } from '../../data/free-agent.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { DetailsList } from '../../ui/DetailsList.tsx';
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
    <section aria-labelledby="duplicate" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="duplicate" className="text-lg font-semibold">
        Profile Already Exists
      </h2>
      <p className="mt-1 text-stone-600">A free-agent profile with this email or phone is already active.</p>
      <DetailsList
        className="mt-3 rounded-xl bg-stone-50 p-4 text-sm"
        rows={[
          ['Name', match.name],
          ['Position', positionLabel(match.position)],
          ['Status', positionLabel(match.status)],
        ]}
      />
      {!canUpdate && (
        <p className="mt-3 text-sm text-stone-700">
          This profile was made on another device. To update it, open the private link you were given when you
          applied, or create a new profile here.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {canUpdate && (
          <Button onClick={onUpdate} disabled={isBusy}>
            {isBusy ? 'Updating...' : 'Update Existing Profile'}
          </Button>
        )}
        <Button variant={canUpdate ? 'secondary' : 'primary'} onClick={onCreateNew} disabled={isBusy}>
          Create New Profile
        </Button>
      </div>
    </section>
  );
}

/** "Application Sent!": who was contacted, what happens next, and the private link. */
export function SuccessScreen({ result, onAnother }: { result: TSubmitted; onAnother: () => void }) {
  const count = result.teams.length;
  // The spec's announcement, in a live region for one second.
  const [announcement, setAnnouncement] = useState(`Application submitted successfully to ${count} teams`);
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnouncement(''), 1000);
    return () => window.clearTimeout(timer);
  }, []);
  const link = result.key ? privateLink(result.id, result.key) : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied');
    } catch {
      toast.error('Copy failed: select the link and copy it');
    }
  };
  return (
    <section aria-labelledby="sent" className="rounded-2xl border border-stone-200 bg-white p-5">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <h2 id="sent" className="text-2xl font-bold text-brand-800">
        Application Sent!
      </h2>
      {count > 0 ? (
        <>
          <p className="mt-2">Your profile was sent to:</p>
          <ul className="mt-1 list-inside list-disc">
            {result.teams.map((t) => (
              <li key={t.teamId} className="break-words">
                {t.name}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2">Your profile was created. No team was contacted yet.</p>
      )}
      <h3 className="mt-4 font-semibold">What happens next?</h3>
      <ul className="mt-1 list-inside list-disc space-y-1 text-stone-700">
        <li>Team captains review applications within 24-48 hours.</li>
        <li>Interested captains will contact you by phone or email.</li>
        <li>You can join several teams if spots are available.</li>
      </ul>
      {link && (
        <div className="mt-4 rounded-xl bg-brand-50 p-4">
          <h3 className="font-semibold">Your private link</h3>
          <p className="mt-1 text-sm text-stone-700">
            Keep it: it is the only way to see your applications, update your profile or withdraw it. Anyone
            with the link can do that, so do not share it. This device remembers it too.
          </p>
          <p className="mt-2 text-sm break-all">
            <Link to={`/free-agent/profile/${result.id}#${result.key}`} className="underline">
              {link}
            </Link>
          </p>
          <Button variant="secondary" className="mt-2" onClick={copy}>
            Copy link
          </Button>
        </div>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={onAnother}>Submit Another Application</Button>
        <ButtonLink to="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
