import { type Role } from '@apparel/contracts';
/** The session store: the JWT lives in local storage under this key (SPEC 4). */
export declare const TOKEN_KEY = "token";
export interface Session {
    token: string;
    role: Role;
    userId: string;
    manufacturerId: number | null;
    /** Expiry, seconds since the epoch. */
    exp: number;
}
/** Reads the claims of a JWT without verifying it (the server verifies; the client only routes). */
export declare const decodeToken: (token: string) => Session | null;
export declare const getToken: () => string | null;
export declare const setToken: (token: string) => void;
export declare const clearToken: () => void;
export declare const isExpired: (session: Session, now?: number) => boolean;
/** The current session, or null when there is no token or it cannot be read. */
export declare const getSession: () => Session | null;
/** Where a role lands after login (SPEC 2, 5); other roles have no home here. */
export declare const homeOf: (role: Role) => string | null;
/** The token as React state: re-renders on login, logout and 401 (also from other tabs). */
export declare const useToken: () => string | null;
export declare const useSession: () => Session | null;
