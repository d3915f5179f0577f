export declare function EmptyState({ message }: {
    message: string;
}): import("react/jsx-runtime").JSX.Element;
