/** product.md §9: the QR code is shown at 64 px and downloaded at 1080 px. */
export const QR_SCREEN_PX = 64;
export const QR_DOWNLOAD_PX = 1080;

/** What a product's QR code holds: its id and name, as JSON a scanner app can read. */
export const productQrValue = (product: { id: number; name: string }) =>
  JSON.stringify({ id: product.id, name: product.name });

/** "Blue Kurta (M)" -> "Blue-Kurta-M-qr-12.png": the product name and id, safe as a file name. */
export const productQrFileName = (product: { id: number; name: string }) => {
  const name = product.name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${name || 'product'}-qr-${product.id}.png`;
};
