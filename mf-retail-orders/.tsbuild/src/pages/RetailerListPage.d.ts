/** Scaffolding: this remote's own issue fills the page. */
export default function RetailerListPage(): import("react/jsx-runtime").JSX.Element;
