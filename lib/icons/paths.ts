// The icon sprite's address (DESIGN habit 10). It carries the sprite's content hash, so browsers may keep
// it for good and a changed icon set is a new address. The hash is written here, where server and browser
// bundles both read it; tests/unit/icon-sprite.test.ts fails with the new one when the set or lucide's
// shapes change.

export const ICON_SPRITE_PATH = "/icons.svg";
export const ICON_SPRITE_VERSION = "kvcZv7nLuR";

/** One icon of the sprite, for <use href>. */
export const iconHref = (name: string) => `${ICON_SPRITE_PATH}?v=${ICON_SPRITE_VERSION}#${name}`;
