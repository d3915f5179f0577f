/** Scaffolding: this remote's own issue fills the page. */
export default function OrderListPage(): import("react/jsx-runtime").JSX.Element;
