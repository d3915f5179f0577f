/** Scaffolding: this remote's own issue fills the page. */
export default function SubCategoriesPage(): import("react/jsx-runtime").JSX.Element;
