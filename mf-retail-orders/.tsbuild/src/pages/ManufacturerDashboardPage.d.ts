/** Scaffolding: this remote's own issue fills the page. */
export default function ManufacturerDashboardPage(): import("react/jsx-runtime").JSX.Element;
