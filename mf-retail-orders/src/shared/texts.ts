/** product.md §8 texts of the retail and orders area, spelt as product.md gives them. */
export const TEXT = {
  noRetailers: 'No retailers found.',
  retailerAdded: 'Retailer Added Successfully',
  retailerUpdated: 'Retailer Updated Successfully',
  retailerLoadFailed: 'Failed to load retailer.',
  /** Shown when the server sent no message of its own. */
  retailersLoadFailed: 'Failed to load retailers. {message}',
  acceptRequest: 'Accept Request?',
  rejectRequest: 'Reject Request?',
  deleteOrder: 'Delete product?',
} as const;

/** "Error: {server message}" when the server said why, else "Failed to load retailers. {message}" (product.md §8). */
export const retailersLoadError = (serverMessage: string | undefined, message: string) =>
  serverMessage ? `Error: ${serverMessage}` : TEXT.retailersLoadFailed.replace('{message}', message);

/** A missing value in a list cell (product.md §2: "Missing values show a dash"). */
export const orDash = (value: string | null | undefined) => (value ? value : '-');
