import { z } from 'zod';

// Zod compiles object parsers with `new Function` after probing whether eval is allowed. The app's
// CSP forbids eval, so the probe itself is reported as a violation. Parsing without the compiled
// fast path is plenty fast for our documents. This must run before any schema is built, so every
// module that builds one imports it first (through fields.ts).
z.config({ jitless: true });
