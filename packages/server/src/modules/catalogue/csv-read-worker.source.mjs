// Starts the CSV import's worker thread from its TypeScript source (under tsx or vitest): Node 20's
// workers do not inherit the parent's loader, so tsx compiles it here. `pnpm build` emits
// dist/csv-read-worker.js, which the compiled server starts instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./csv-read-worker.ts', import.meta.url);
