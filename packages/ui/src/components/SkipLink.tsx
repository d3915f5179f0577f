/** The id of every page's main landmark, the skip link's target. */
export const MAIN_ID = 'main-content';

/** The first tab stop of every page: jumps past the top bar and menu to the page itself. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      Skip to main content
    </a>
  );
}
