import { Link } from 'react-router-dom';
import { Page } from '../../ui/Page.tsx';

/** A screen whose route exists (no link in the app may 404) but whose feature is not built yet. */
export default function NotBuiltYet({ title, description }: { title: string; description: string }) {
  return (
    <Page title={title}>
      <div className="rounded-2xl border border-stone-200 bg-white p-6">
        <p className="font-semibold">This screen is not built yet.</p>
        <p className="mt-2 text-stone-700">{description}</p>
        <p className="mt-4">
          <Link to="/leagues" className="font-semibold text-brand-800 underline">
            Browse the leagues
          </Link>
        </p>
      </div>
    </Page>
  );
}
