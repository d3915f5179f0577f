/** The one error banner; dismissible when given onClose. */
export declare function ErrorBanner({ message, onClose }: {
    message: string | null | undefined;
    onClose?: () => void;
}): import("react/jsx-runtime").JSX.Element | null;
