/// <reference lib="webworker" />
// pdf.js's own worker, bundled with the site so it is served from our origin: the tool pages allow workers
// from 'self' and blob: only, and we start it ourselves so pdf.js never wraps a URL in a blob: script.
// Loading the module is enough: it answers the page's messages as soon as it runs in a worker.
import "pdfjs-dist/build/pdf.worker.min.mjs";
