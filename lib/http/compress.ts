import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// How npm start's server compresses a cached page, once per stored copy (lib/cache/early-pages.ts).

/**
 * What a new TCP connection may send before its first acknowledgement: an initial window of 10 segments
 * of 1,460 bytes (RFC 6928, Linux's default). A page that fits arrives a round trip sooner.
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

const brotli = promisify(brotliCompress);

/** Brotli at its best quality: slow (~70 ms for 100 KB), which a page compressed once can afford. */
export const brotliText = (text: string): Promise<Buffer> =>
  brotli(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });

export const gzipText: (text: string) => Promise<Buffer> = promisify(gzip);
