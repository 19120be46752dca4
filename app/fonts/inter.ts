import localFont from "next/font/local";

// Shipped in an npm package: the build never downloads fonts (it runs offline).
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "100 900",
});
