/** A real 1x1 PNG (content-sniffed by the server, so it must be a true image). */
export const TINY_PNG = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A calendar date in India time, `days` from today, as the date inputs take it (DD/MM/YYYY). */
export const indiaDate = (days = 0): string => {
  const date = new Date(Date.now() + days * 86_400_000);
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date).split('-');
  return `${d}/${m}/${y}`;
};
