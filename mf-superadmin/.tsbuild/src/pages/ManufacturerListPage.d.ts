/** Scaffolding: this remote's own issue fills the page. */
export default function ManufacturerListPage(): import("react/jsx-runtime").JSX.Element;
