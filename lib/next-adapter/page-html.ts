// The shapes of Next's page HTML that the page cache's rewrites find with regular expressions
// (lib/cache/critical-css.ts, after-paint.ts, ascii-html.ts), as React and Next's app-page renderer write
// them (next/dist/server/app-render). A rewrite that finds none of them leaves the page as Next made it;
// tests/e2e/next-upgrade-contract.spec.ts checks each against a page of the build.

/** Next's files are served under /_next/, from the build directory (its static/ under /_next/static/). */
export const NEXT_PUBLIC_PATH = "/_next/";

/** A stylesheet Next links in <head>: `<link rel="stylesheet" href="/_next/static/….css"`. */
export const HEAD_STYLESHEET = /<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/;

/**
 * A chunk script as Next writes it: `<script src="/_next/static/….js" async="">`, every one `async` (in
 * <head>, Turbopack's runtime chunk in <body> after its inline bootstrap).
 */
export const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

/** A `<link rel="preload" as="script">` of a chunk, its attributes in any order (Beasties reorders them). */
export const CHUNK_PRELOAD =
  /<link (?=[^<>]*\brel="preload")(?=[^<>]*\bas="script")[^<>]*\bhref="(\/_next\/static\/[^"<>]+\.js)"[^<>]*>/g;

/**
 * Next's stylesheet with the precedence React gives it (`data-precedence="next"`), which React looks for
 * when it hydrates; here as Beasties leaves it at the end of <body>.
 */
export const BODY_STYLESHEET =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"<>]+\.css)" data-precedence="next">/g;

/** An address of Next's built files, quoted (as a JSON string holds it). */
export const QUOTED_STATIC_ADDRESS = /"(\/_next\/static\/[^"]+)"/g;

/**
 * A <script> or <style> element, whole. Every inline script Next writes is JavaScript or JSON (the RSC
 * payload, `self.__next_f.push([1,"…"])`, and our JSON-LD), where `\uXXXX` reads back as the character it
 * escapes; a script of another type (the payload as raw text, say) would need other escapes.
 */
export const SCRIPT_OR_STYLE = /<script\b[^>]*>[^]*?<\/script>|<style\b[^>]*>[^]*?<\/style>/;
