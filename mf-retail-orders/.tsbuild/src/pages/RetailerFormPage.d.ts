/** Scaffolding: this remote's own issue fills the page. */
export default function RetailerFormPage(): import("react/jsx-runtime").JSX.Element;
