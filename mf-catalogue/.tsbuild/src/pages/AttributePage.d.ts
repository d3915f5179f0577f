/** Scaffolding: this remote's own issue fills the page. */
export default function AttributePage(): import("react/jsx-runtime").JSX.Element;
