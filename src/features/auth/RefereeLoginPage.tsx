import { useNavigate } from 'react-router-dom';
import { Page } from '../../ui/Page.tsx';
import { SignInForm } from './SignInForm.tsx';

export default function RefereeLoginPage() {
  const navigate = useNavigate();
  return (
    <Page title="Referee Login" narrow>
      <div className="rounded-2xl border border-stone-200 bg-white p-6">
        <p className="mb-4 text-stone-700">
          Referees sign in here to see their matches and file match reports.
        </p>
        <SignInForm portal="referee" onSignedIn={() => navigate('/referee/dashboard', { replace: true })} />
      </div>
    </Page>
  );
}
