/** The price list screens' words (product.md §15). */
export const PRICE_LIST_TEXT = {
  title: 'Price Lists',
  addList: 'Add Price List',
  newList: 'New Price List',
  editList: 'Edit Price List',
  deleteConfirm: 'Delete this price list? Placed orders keep the prices they had.',
  loadFailed: 'Failed to load price list.',
  empty: 'No price lists found.',
} as const;
