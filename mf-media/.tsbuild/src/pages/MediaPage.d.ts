/** Scaffolding: this remote's own issue fills the page. */
export default function MediaPage(): import("react/jsx-runtime").JSX.Element;
