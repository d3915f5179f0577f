import { isPanelRole, type PanelRole, type Role } from '@apparel/contracts';
import { useSyncExternalStore } from 'react';

/** The session store: the JWT lives in local storage under this key (product.md §4). */
export const TOKEN_KEY = 'token';

export interface Session {
  token: string;
  role: Role;
  userId: string;
  manufacturerId: number | null;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Reads the claims of a JWT without verifying it (the server verifies; the client only routes). */
export const decodeToken = (token: string): Session | null => {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: string; role?: Role; mid?: number | null; exp?: number };
    if (!claims.role || typeof claims.exp !== 'number') return null;
    return {
      token,
      role: claims.role,
      userId: String(claims.sub ?? ''),
      manufacturerId: claims.mid ?? null,
      exp: claims.exp,
    };
  } catch {
    return null;
  }
};

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export const setToken = (token: string) => {
  localStorage.setItem(TOKEN_KEY, token);
  emit();
};

export const clearToken = () => {
  localStorage.removeItem(TOKEN_KEY);
  emit();
};

export const isExpired = (session: Session, now: number = Date.now()) => session.exp * 1000 <= now;

/** The current session, or null when there is no token or it cannot be read. */
export const getSession = (): Session | null => {
  const token = getToken();
  return token ? decodeToken(token) : null;
};

/** Where a role lands after login (product.md §2, §5); other roles have no home here. */
export const homeOf = (role: Role): string | null => {
  if (!isPanelRole(role)) return null;
  const homes: Record<PanelRole, string> = {
    SUPER_ADMIN: '/admin/dashboard',
    MANUFACTURER: '/manufacturer/dashboard',
  };
  return homes[role];
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === TOKEN_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The token as React state: re-renders on login, logout and 401 (also from other tabs). */
export const useToken = () => useSyncExternalStore(subscribe, getToken, () => null);

export const useSession = (): Session | null => {
  const token = useToken();
  return token ? decodeToken(token) : null;
};
