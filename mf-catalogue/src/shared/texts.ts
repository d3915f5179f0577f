/** product.md §2, §5 and §8 texts of the catalogue area, spelt as product.md gives them. */
export const TEXT = {
  deleteItemConfirm: 'Are you sure you want to delete this item?',
  createFailed: 'Create failed',
  updateFailed: 'Update failed',
  deleteFailed: 'Delete failed',
  deleteCategoryConfirm: 'Delete this category?',
  deleteSubcategoryConfirm: 'Delete this subcategory?',
  selectCategory: 'Select Category',
  /** Category and sub-category failures without a server `error` field. */
  categoryError: 'Error',
  addProduct: 'Add Product',
  downloadTemplate: 'Download Template',
  exportCsv: 'Export CSV',
  importTitle: 'Import products from CSV',
  editProduct: 'Edit Product',
  deleteProductConfirm: 'Delete product?',
  importCsv: 'Import CSV',
  importing: 'Importing...',
  chooseFile: 'Choose a file to upload',
  showErrors: 'Show Errors',
  saving: 'Saving...',
  dataSaved: 'Data Saved Successfully',
  categoryRequired: 'Category is required',
  productLoadFailed: 'Failed to load product.',
} as const;

/** "Error: {message}" (the product list's load failure and the import's red panel). */
export const errorLine = (message: string) => `Error: ${message}`;
/** "Success: {n} | Failed: {n}" under the import's message. */
export const importCounts = (success: number, failed: number) => `Success: ${success} | Failed: ${failed}`;
/** "Row {row}: {error}", one line per failed row. */
export const importRowError = (row: number, error: string) => `Row ${row}: ${error}`;
/** Success toasts of the attribute, category and sub-category screens: "Color added", "Category deleted". */
export const savedToast = (label: string, adding: boolean) => `${label} ${adding ? 'added' : 'updated'}`;
export const deletedToast = (label: string) => `${label} deleted`;
