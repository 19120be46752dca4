import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// lib/zod.ts sets zod up for the site's CSP before any schema is built, so zod comes from there only.
const zodFromLib = {
  paths: [{ name: "zod", message: 'Import { z } from "@/lib/zod".' }],
  patterns: [{ group: ["zod/*"], message: 'Import { z } from "@/lib/zod".' }],
};

// Public pages' links prefetch on intent, not when they scroll into view (components/ui/link.tsx); the
// back office keeps Next's viewport prefetch.
const linkFromUi = {
  name: "next/link",
  message: 'Import { Link } from "@/components/ui/link": it prefetches on intent, not on view.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    ignores: ["lib/zod.ts"],
    rules: {
      "no-restricted-imports": ["error", { ...zodFromLib, paths: [...zodFromLib.paths, linkFromUi] }],
    },
  },
  {
    files: ["app/admin/**", "components/admin/**", "components/ui/link.tsx"],
    rules: { "no-restricted-imports": ["error", zodFromLib] },
  },
  {
    // DESIGN "Tools": lib/ai knows prompts, not tools.
    files: ["lib/ai/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          // Restated here: a later block's options replace, not extend, the earlier block's.
          paths: zodFromLib.paths,
          patterns: [
            ...zodFromLib.patterns,
            { group: ["@/lib/tools/*", "**/tools/*"], message: "lib/ai must not import lib/tools." },
          ],
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    ".data/**",
    "node_modules/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
