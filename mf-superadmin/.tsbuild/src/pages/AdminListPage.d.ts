/** Scaffolding: this remote's own issue fills the page. */
export default function AdminListPage(): import("react/jsx-runtime").JSX.Element;
