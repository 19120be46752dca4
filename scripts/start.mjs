// `npm start`: scripts/start.ts in plain Node (scripts/compiled.mjs says why not through tsx).
import { importCompiled } from "./compiled.mjs";

await importCompiled("scripts/start.ts");
