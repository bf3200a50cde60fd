/**
 * zod, configured once for every schema. `jitless`: zod 4 otherwise probes `new Function` to compile
 * fast object parsers, which our Content-Security-Policy (no 'unsafe-eval') blocks in the browser
 * and Chrome reports as a CSP issue on every page with a form. Parsing stays correct either way.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
