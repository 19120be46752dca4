// The package ships no types; this is the part of its API the engines use.
declare module "indefinite" {
  interface Options {
    articleOnly?: boolean;
    capitalize?: boolean;
    caseInsensitive?: boolean;
    numbers?: "colloquial";
  }
  export default function indefinite(word: string | number, options?: Options): string;
}
