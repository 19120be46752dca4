// The ebook messages the public pages' client code shows, apart from the admin's: a bundler keeps a whole
// object it uses, so the library's and the download button's JavaScript carried every form message too.
export const EBOOK_PUBLIC_MESSAGES = {
  downloadFailed: "Error downloading ebook. Please try again.",
  noEbooks: "No ebooks found",
} as const;
