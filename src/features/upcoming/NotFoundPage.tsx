import { Link } from 'react-router-dom';
import { Page } from '../../ui/Page.tsx';

export default function NotFoundPage() {
  return (
    <Page title="Page not found">
      <p className="text-stone-700">There is no page at this address.</p>
      <p className="mt-4">
        <Link to="/" className="font-semibold text-brand-800 underline">
          Go to the home page
        </Link>
      </p>
    </Page>
  );
}
