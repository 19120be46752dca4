"use client";

import { config } from "zod/v4/core";

// zod probes for `new Function` to compile faster parsers; under the site's CSP (no 'unsafe-eval') that
// probe is a reported violation on every page that validates a form. In the browser, parse without it.
if (typeof window !== "undefined") config({ jitless: true });

export function BrowserSetup() {
  return null;
}
