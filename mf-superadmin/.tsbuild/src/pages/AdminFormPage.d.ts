/** Scaffolding: this remote's own issue fills the page. */
export default function AdminFormPage(): import("react/jsx-runtime").JSX.Element;
