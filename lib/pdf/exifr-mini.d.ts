// exifr's "mini" build reads orientation without the full build's parsers; it has the package's types.
declare module "exifr/dist/mini.esm.mjs" {
  export { orientation } from "exifr";
}
