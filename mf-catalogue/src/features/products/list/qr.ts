import { makeQr } from './qr-maker';
import type { QrModules } from './qr-modules';
import { productQrFileName, productQrValue, QR_DOWNLOAD_PX } from './qr-value';

/** The quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET_ZONE = 4;

/** The code's dark modules as one SVG path (one unit per module, quiet zone included). */
export function qrSvgPath({ size, dark }: QrModules): { path: string; size: number } {
  const commands: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (dark[row * size + col]) commands.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { path: commands.join(''), size: size + QUIET_ZONE * 2 };
}

/** Draws the code on a square canvas of `px` pixels (white ground, black modules). */
export function drawQr({ size, dark }: QrModules, px: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = px;
  canvas.height = px;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, px, px);
  context.fillStyle = '#000000';
  const cell = px / (size + QUIET_ZONE * 2);
  // Whole-pixel edges, so neighbouring modules meet without hairline gaps.
  const edge = (index: number) => Math.round((index + QUIET_ZONE) * cell);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!dark[row * size + col]) continue;
      context.fillRect(edge(col), edge(row), edge(col + 1) - edge(col), edge(row + 1) - edge(row));
    }
  }
  return canvas;
}

/** Saves the product's QR code as a 1080 x 1080 PNG named from the product. */
export async function downloadProductQr(product: { id: number; name: string }) {
  const canvas = drawQr(await makeQr(productQrValue(product)), QR_DOWNLOAD_PX);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The QR image could not be made');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = productQrFileName(product);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the browser no longer needs the URL afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
