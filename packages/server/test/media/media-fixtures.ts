import { stripedPng, textPdf } from '../../src/modules/media/demo-files';

/** Real files of every kind the media library takes (the bytes decide the type, never the name). */
export const PNG = stripedPng(40, 30, [200, 40, 40], [250, 240, 230]);
export const PDF = await textPdf(['Spring catalogue', 'Cotton kurtas']);
/** A JPEG start of image + JFIF header: enough for content sniffing. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
/** An ISO base media file (`ftyp isom`), what a browser's MP4 starts with. */
export const MP4 = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypisom', 'ascii'),
  Buffer.from([0x00, 0x00, 0x02, 0x00]),
  Buffer.from('isomiso2', 'ascii'),
  Buffer.from([0x00, 0x00, 0x00, 0x08]),
  Buffer.from('free', 'ascii'),
]);
/** An EBML header with DocType "webm". */
export const WEBM = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42,
  0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
]);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>\n');
export const TEXT = Buffer.from('Just some text renamed to look like an image.\n');

/** A file of `size` bytes that sniffs as `head`'s type (the head followed by padding). */
export const ofSize = (head: Buffer, size: number): Buffer =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
