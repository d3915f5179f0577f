/** Scaffolding: this remote's own issue fills the page. */
export default function ManufacturerFormPage(): import("react/jsx-runtime").JSX.Element;
