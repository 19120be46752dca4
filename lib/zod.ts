import { config } from "zod";

// zod probes for `new Function` when it builds an object schema, to compile faster parsers; under the
// site's CSP (no 'unsafe-eval') the probe is a reported violation. In the browser, schemas parse without
// it. Every module takes z from here (an ESLint rule holds it), so this runs before any schema is built,
// and only the pages that validate in the browser load zod at all (not the root layout).
if (typeof window !== "undefined") config({ jitless: true });

// A star re-export, not `export { z }`: the bundler then still drops the parts of zod no page uses.
export * from "zod";
