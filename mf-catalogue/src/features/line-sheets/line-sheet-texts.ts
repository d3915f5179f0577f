/** The words of the line sheets screens (product.md §17). */
export const SHEET_TEXT = {
  listTitle: 'Line Sheets',
  addSheet: 'Add Line Sheet',
  newSheet: 'New Line Sheet',
  editSheet: 'Edit Line Sheet',
  sheet: 'Line Sheet',
  deleteConfirm: 'Delete this line sheet? Every link to it stops opening.',
  loadFailed: 'Failed to load line sheet.',
  listLoadFailed: 'Failed to load line sheets.',
  none: 'No line sheets yet.',
  searchLabel: 'Search line sheets',
  saving: 'Saving...',
  edit: 'Edit',
  share: 'Share',
  downloadPdf: 'Download PDF',
  exactStock: 'Exact stock left per cell',
  bandedStock: 'In stock / Low / Sold out',
  lowBelow: 'Low when fewer than',
  stockDisplay: 'Stock buyers see',
} as const;

/** DD/MM/YYYY for a YYYY-MM-DD day (product.md §9), or "-". */
export const printedDay = (day: string | null | undefined) =>
  day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '-';

/** "01/03/2027 – 31/03/2027", one end alone when the other is open. */
export const printedWindow = (from: string | null, to: string | null) =>
  from || to ? `${from ? printedDay(from) : '…'} – ${to ? printedDay(to) : '…'}` : '-';
