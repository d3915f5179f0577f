/** Scaffolding: this remote's own issue fills the page. */
export default function RetailerRequestListPage(): import("react/jsx-runtime").JSX.Element;
