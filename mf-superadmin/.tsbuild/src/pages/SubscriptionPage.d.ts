/** Scaffolding: this remote's own issue fills the page. */
export default function SubscriptionPage(): import("react/jsx-runtime").JSX.Element;
