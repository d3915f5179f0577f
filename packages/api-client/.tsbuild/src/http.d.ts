/** Every API call goes under this base URL (the shell and the API share one origin). */
export declare const API_BASE = "/api";
/** A failed call, with the server's `message` (or `error`) as its message. */
export declare class ApiError extends Error {
    readonly status: number;
    readonly body?: unknown | undefined;
    constructor(status: number, message: string, body?: unknown | undefined);
}
/** The text to show for a failure: the server's message, else the given fallback (SPEC 8). */
export declare const errorMessage: (error: unknown, fallback?: string) => string;
/** The shell replaces the default full-page redirect with a router navigation. */
export declare const setUnauthorizedHandler: (handler: () => void) => void;
export interface RequestOptions {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    /** A plain object is sent as JSON; FormData as multipart. */
    body?: unknown;
    query?: Record<string, string | number | boolean | undefined | null>;
    signal?: AbortSignal;
}
/** The one fetch wrapper: base URL, bearer token, JSON or multipart, 401 handling, error normalisation. */
export declare function request<T>(path: string, options?: RequestOptions): Promise<T>;
