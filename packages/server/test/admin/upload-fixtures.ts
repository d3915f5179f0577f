/** Small real files for upload tests: the bytes decide the type, never the name. */

/** A 1x1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1x1 GIF. */
export const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

export const TEXT_BYTES = Buffer.from('This is plain text pretending to be a PNG file.\n');

/** A valid PNG start followed by padding, `size` bytes in all. */
export const pngOfSize = (size: number): Buffer =>
  Buffer.concat([PNG_BYTES, Buffer.alloc(Math.max(0, size - PNG_BYTES.length))]);
