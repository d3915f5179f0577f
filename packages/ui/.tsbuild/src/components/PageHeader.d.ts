import type { ReactNode } from 'react';
/** A page's heading with its actions on the right. */
export declare function PageHeader({ title, actions }: {
    title: string;
    actions?: ReactNode;
}): import("react/jsx-runtime").JSX.Element;
