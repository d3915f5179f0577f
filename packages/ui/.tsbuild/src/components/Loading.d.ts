/** Loading states read "Loading..." (SPEC 8). */
export declare function Loading(): import("react/jsx-runtime").JSX.Element;
