/** Scaffolding: this remote's own issue fills the page. */
export default function OrderDetailPage(): import("react/jsx-runtime").JSX.Element;
