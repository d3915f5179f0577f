import QRCode from 'qrcode';

/** A QR code's modules: `size` x `size`, row by row, 1 for dark. */
export interface QrModules {
  size: number;
  dark: Uint8Array;
}

/** The code of a value at error correction M (the only file that loads the qrcode library). */
export function qrModules(value: string): QrModules {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: Uint8Array.from(modules.data, (bit) => (bit ? 1 : 0)) };
}
