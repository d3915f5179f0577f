/** Scaffolding: this remote's own issue fills the page. */
export default function CategoriesPage(): import("react/jsx-runtime").JSX.Element;
