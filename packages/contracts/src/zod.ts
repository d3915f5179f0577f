/**
 * The schema language of every contract: the zod functions the contracts use, and nothing else.
 * Every contract file imports `* as z from './zod'`, never 'zod' itself, so this file is the one zod
 * entry point the browser apps bundle: it is a federation singleton (packages/mf-config/src/shared.ts),
 * so zod ships once per page while each remote bundles only the area schemas it imports. Shared whole,
 * zod would ship every export (its `locales` namespace, JSON Schema, the compiler: ~94 KB gzip); this
 * list keeps it to what the contracts call (~26 KB). A contract needing another zod function adds it
 * here with a minor version of @apparel/contracts (a remote built against it then needs that shell).
 */
import { config } from 'zod';

export type { infer, input, output, ZodArray, ZodNumber, ZodType } from 'zod';
export {
  any,
  array,
  boolean,
  coerce,
  email,
  enum,
  literal,
  number,
  object,
  preprocess,
  record,
  string,
  union,
} from 'zod';

// In a browser zod would probe `new Function("")` to decide whether it may compile fast parsers,
// which a Content-Security-Policy without 'unsafe-eval' reports as a violation. The browser parses
// small forms, so it runs zod without code generation; the server keeps zod's compiled parsers.
// Asked through globalThis: contracts compile without DOM types, as the server does.
if ('window' in globalThis) config({ jitless: true });
