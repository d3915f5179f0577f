/** Scaffolding: this remote's own issue fills the page. */
export default function ProfilePage(): import("react/jsx-runtime").JSX.Element;
