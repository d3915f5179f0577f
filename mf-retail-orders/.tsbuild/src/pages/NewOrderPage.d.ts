/** Scaffolding: this remote's own issue fills the page. */
export default function NewOrderPage(): import("react/jsx-runtime").JSX.Element;
