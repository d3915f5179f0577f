import { useLocation } from 'react-router-dom';
import VerifyPage from '../../src/pages/VerifyPage';

/** Stands in for the shell's /error page: shows the message handed over in navigation. */
function ErrorPageStub() {
  const { state } = useLocation();
  return <p>Error page: {(state as { message?: string } | null)?.message}</p>;
}

/** Where the sign-in screens lead, so a test can see where the user landed. */
export const signInDestinations = {
  '/admin/dashboard': <h1>Admin dashboard</h1>,
  '/manufacturer/dashboard': <h1>Manufacturer dashboard</h1>,
  '/error': <ErrorPageStub />,
  '/verify': <VerifyPage />,
};
