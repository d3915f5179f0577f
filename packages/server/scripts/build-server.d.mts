/** Bundles the server into dist/main.js; resolves to the seconds it took (as text, e.g. "0.4"). */
export declare const buildServer: () => Promise<string>;
