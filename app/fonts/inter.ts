import localFont from "next/font/local";

// Shipped in an npm package: the build never downloads fonts (it runs offline). "optional": text waits at
// most ~100 ms for Inter (preloaded, so nearly always there by then), else paints in the metric-matched
// fallback for the rest of the visit; a font that arrives late never re-lays out the page (CLS 0).
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "optional",
  weight: "100 900",
});
