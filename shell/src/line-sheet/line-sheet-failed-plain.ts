import { LINE_SHEET_TEXT } from './line-sheet-texts';

/** The page's own failure, in plain DOM: React itself may be what failed to load. */
export function showLineSheetFailedPlain(container: HTMLElement) {
  const main = document.createElement('main');
  main.className = 'ls-page ls-gone';
  const heading = document.createElement('h1');
  heading.textContent = LINE_SHEET_TEXT.loadFailed;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'ls-button';
  retry.textContent = LINE_SHEET_TEXT.retry;
  retry.addEventListener('click', () => window.location.reload());
  main.append(heading, retry);
  container.replaceChildren(main);
}
