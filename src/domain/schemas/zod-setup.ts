import { z } from 'zod';
import { plainIssue } from '../human-error.ts';

// Zod compiles object parsers with `new Function` after probing whether eval is allowed. The app's
// CSP forbids eval, so the probe itself is reported as a violation. Parsing without the compiled
// fast path is plenty fast for our documents. This must run before any schema is built, so every
// module that builds one imports it first (through fields.ts). The same call installs the plain
// messages people read instead of zod's ("Too big: expected string to have <=100 characters").
z.config({ jitless: true, customError: plainIssue });
