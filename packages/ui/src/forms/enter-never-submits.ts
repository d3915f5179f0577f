/**
 * Enter in a field that picks from a list (select, multi-select, combobox, date picker) or in a cell
 * of a grid never submits its form: the browser's implicit submission is cancelled here, once for
 * every form of the product (AppProviders installs it). A field that handles Enter itself (Mantine
 * picks the highlighted option) has already prevented the default, so this only catches the rest.
 *
 * Enter in an open picker picks the option the user sees highlighted. Mantine keeps the highlighted
 * option's index apart from the highlight itself, and its open-dropdown timer can reset that index
 * after typing has highlighted the first match (a loaded machine types faster than the timer fires):
 * the option stays highlighted on screen while Mantine's Enter does nothing.
 */
const PICKER = '[role="combobox"], [aria-haspopup]';
/** A grid of fields: the stock and order grids are tables of inputs. */
const GRID = '[role="grid"], table';
/** Fields that are never a cell to move between. */
const FIELD = 'input:not([type="hidden"]):not([disabled]):not([readonly]), select:not([disabled])';

const isEnter = (event: KeyboardEvent) =>
  (event.key === 'Enter' || event.code === 'NumpadEnter') && !event.isComposing;

/** In a grid, Enter moves to the next field of the grid, as Tab would, so typing row after row works. */
function moveToNextCell(field: HTMLElement, grid: Element) {
  const cells = [...grid.querySelectorAll<HTMLElement>(FIELD)];
  const next = cells[cells.indexOf(field) + 1];
  next?.focus();
  if (next instanceof HTMLInputElement) next.select();
}

/** The option highlighted in the list an open picker controls, if any. */
function highlightedOption(field: HTMLElement) {
  if (field.getAttribute('aria-expanded') !== 'true') return null;
  const listId = field.getAttribute('aria-controls');
  const list = listId ? field.ownerDocument.getElementById(listId) : null;
  return list?.querySelector<HTMLElement>('[data-combobox-selected]:not([data-combobox-disabled])');
}

export function preventAccidentalSubmit(event: KeyboardEvent) {
  const field = event.target;
  if (event.defaultPrevented || !isEnter(event) || !(field instanceof HTMLElement)) return;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
  const option = field.matches(PICKER) ? highlightedOption(field) : null;
  if (option) {
    event.preventDefault();
    option.click();
    return;
  }
  if (!field.form) return;
  if (field.matches(PICKER)) {
    event.preventDefault();
    return;
  }
  const grid = field.closest(GRID);
  if (grid && field.form.contains(grid)) {
    event.preventDefault();
    moveToNextCell(field, grid);
  }
}

/** Installs the guard on the document; returns the uninstaller (for an effect's cleanup). */
export function installEnterNeverSubmits(root: Document = document) {
  root.addEventListener('keydown', preventAccidentalSubmit);
  return () => root.removeEventListener('keydown', preventAccidentalSubmit);
}
