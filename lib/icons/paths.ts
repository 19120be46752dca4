// The icon sprite's address (DESIGN habit 10). ICON_SPRITE_VERSION is the sprite's content hash, set at
// build by next.config.ts, in server and browser bundles alike.

export const ICON_SPRITE_PATH = "/icons.svg";

/** One icon of the sprite, for <use href>. */
export const iconHref = (name: string) =>
  `${ICON_SPRITE_PATH}?v=${process.env.ICON_SPRITE_VERSION ?? "dev"}#${name}`;
