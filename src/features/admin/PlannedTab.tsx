import { ButtonLink } from '../../ui/Button.tsx';

const PLANNED = {
  settings: {
    intro:
      'System settings will be saved for every instance, and e-mail will really be sent. This tab will hold:',
    items: [
      'SMTP host, port, user, password (kept secret on the server) and from address',
      'Email notifications, push notifications, match reminders and statistics updates',
      'The real policies: passwords of at least 6 characters; a session lasts 30 days, and a password change signs every other device out',
    ],
    now: 'System version 1.0.0.',
  },
} as const;

/** Settings come in the next release; until then the tab says what it will hold. */
export function PlannedTab({ tab }: { tab: string }) {
  const planned = PLANNED[tab as keyof typeof PLANNED];
  if (!planned) return null;
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5">
      <p>{planned.intro}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-stone-700">
        {planned.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-stone-600">{planned.now}</p>
      <ButtonLink to="/my-league" variant="secondary" className="mt-4">
        View standings
      </ButtonLink>
    </div>
  );
}
