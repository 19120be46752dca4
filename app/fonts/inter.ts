import localFont from "next/font/local";

// Shipped in an npm package: the build never downloads fonts (it runs offline). "optional": text paints at
// once in the metric-matched fallback, and Inter is used only if it is there by then (it is preloaded, so
// nearly always); a font that arrives late never re-lays out the page (CLS 0) nor holds back its paint.
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "optional",
  weight: "100 900",
});
