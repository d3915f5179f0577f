import { type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
interface ConfirmButtonProps extends ButtonProps {
    /** The question, worded as SPEC gives it (e.g. "Delete product?"). */
    confirm: string;
    onConfirm: () => void;
    children: ReactNode;
    confirmLabel?: string;
}
/** The one confirmation: a button that asks before it acts. */
export declare function ConfirmButton({ confirm, onConfirm, children, confirmLabel, ...buttonProps }: ConfirmButtonProps): import("react/jsx-runtime").JSX.Element;
export {};
