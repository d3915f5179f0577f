import { z } from 'zod';

// In a browser zod would probe `new Function("")` to decide whether it may compile fast parsers,
// which a Content-Security-Policy without 'unsafe-eval' reports as a violation. The browser parses
// small forms, so it runs zod without code generation; the server keeps zod's compiled parsers.
// Asked through globalThis: contracts compile without DOM types, as the server does.
if ('window' in globalThis) z.config({ jitless: true });
