/** A file part of a multipart body. */
export type FilePart = { bytes: Uint8Array; filename: string; type?: string };

/**
 * Builds a multipart/form-data body the way a browser does (web FormData + Blob), ready for
 * `app.inject({ payload, headers })`.
 */
export const multipart = async (
  fields: Record<string, string | undefined>,
  files: Record<string, FilePart> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(
      name,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
};
