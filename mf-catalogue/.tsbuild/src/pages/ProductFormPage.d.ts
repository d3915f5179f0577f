/** Scaffolding: this remote's own issue fills the page. */
export default function ProductFormPage(): import("react/jsx-runtime").JSX.Element;
