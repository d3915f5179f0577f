/** Scaffolding: this remote's own issue fills the page. */
export default function AdminDashboardPage(): import("react/jsx-runtime").JSX.Element;
