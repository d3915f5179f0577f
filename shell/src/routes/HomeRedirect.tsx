import { homeOf } from '@apparel/api-client';
import { FALLBACK } from '@apparel/contracts';
import { Navigate } from 'react-router-dom';
import { RedirectToError, RedirectToLogin, useValidSession } from './guards';

/** `/`: each role to its dashboard, no session to /login, any other role to /error. */
export function HomeRedirect() {
  const session = useValidSession();
  if (!session) return <RedirectToLogin />;
  const home = homeOf(session.role);
  return home ? <Navigate to={home} replace /> : <RedirectToError message={FALLBACK.invalidRole} />;
}
