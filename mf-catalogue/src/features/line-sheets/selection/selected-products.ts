/** A product in the sheet's selection, as the list shows it. */
export interface SelectedProduct {
  id: number;
  name: string;
  sku: string;
}

/** The selection with the item at `from` moved to `to` (both clamped to the list). */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
};

/** The selection with the new products added at the end, each product once. */
export const addProducts = (
  items: readonly SelectedProduct[],
  added: readonly SelectedProduct[],
): SelectedProduct[] => {
  const ids = new Set(items.map((item) => item.id));
  const fresh = added.filter((product) => {
    if (ids.has(product.id)) return false;
    ids.add(product.id);
    return true;
  });
  return [...items, ...fresh];
};

/** What a screen reader hears after a move: "Winter Kurta moved to position 2 of 5". */
export const movedAnnouncement = (name: string, position: number, count: number) =>
  `${name} moved to position ${position} of ${count}`;
