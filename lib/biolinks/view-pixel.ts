// What a view beacon answers (app/l/[slug]/view, and npm start's server for pages it knows): a transparent
// 1×1 GIF, so a view counts without JavaScript, and no cookie.
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export const VIEW_PIXEL = {
  body: PIXEL,
  headers: {
    "content-type": "image/gif",
    "content-length": String(PIXEL.byteLength),
    "cache-control": "no-store",
  },
};
