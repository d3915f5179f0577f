import { clearToken, getToken, isExpired, type Session, useSession } from '@apparel/api-client';
import { FALLBACK, type PanelRole } from '@apparel/contracts';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router-dom';

/** The session when its token is present, readable and unexpired; otherwise null. */
export const useValidSession = (): Session | null => {
  const session = useSession();
  return session && !isExpired(session) ? session : null;
};

/** To /login, dropping a token that is expired or unreadable (product.md §6). */
export function RedirectToLogin() {
  useEffect(() => {
    if (getToken()) clearToken();
  }, []);
  return <Navigate to="/login" replace />;
}

export function RedirectToError({ message }: { message: string }) {
  return <Navigate to="/error" replace state={{ message }} />;
}

/** Pages check the token: missing or expired -> /login; another role -> /error "Unauthorized access". */
export function RequireRole({ role, children }: { role: PanelRole; children: ReactNode }) {
  const session = useValidSession();
  if (!session) return <RedirectToLogin />;
  if (session.role !== role) return <RedirectToError message={FALLBACK.unauthorized} />;
  return children;
}
