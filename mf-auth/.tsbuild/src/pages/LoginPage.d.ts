/** Scaffolding: this remote's own issue fills the page. */
export default function LoginPage(): import("react/jsx-runtime").JSX.Element;
