// What `server-only` is in the bundles of scripts/compiled.mjs: nothing (see there).
export {};
