import { type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router-dom';
interface RenderPageOptions {
    /** The URL the page opens at. */
    route?: string;
    /** The route pattern the page is mounted on (for params such as :id). */
    path?: string;
    /** Other routes, so a test can see where a page navigates to. */
    otherRoutes?: Record<string, ReactElement>;
}
/** Renders a page inside the app's providers and a memory router; returns the router to read its location. */
export declare function renderPage(page: ReactElement, { route, path, otherRoutes }?: RenderPageOptions): RenderResult & {
    router: ReturnType<typeof createMemoryRouter>;
};
export {};
