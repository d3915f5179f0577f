/** Scaffolding: this remote's own issue fills the page. */
export default function VerifyPage(): import("react/jsx-runtime").JSX.Element;
