/**
 * Bundles the server into dist/main.js (or `outdir`, a folder directly under packages/server); resolves
 * to the seconds it took (as text, e.g. "0.4").
 */
export declare const buildServer: (outdir?: string) => Promise<string>;
