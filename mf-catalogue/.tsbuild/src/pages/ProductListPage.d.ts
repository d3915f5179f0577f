/** Scaffolding: this remote's own issue fills the page. */
export default function ProductListPage(): import("react/jsx-runtime").JSX.Element;
