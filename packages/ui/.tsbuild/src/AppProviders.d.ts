import type { ReactNode } from 'react';
import './dates';
/** Mantine, dates, toasts and the singleton QueryClient: one set for the whole app. */
export declare function AppProviders({ children }: {
    children: ReactNode;
}): import("react/jsx-runtime").JSX.Element;
