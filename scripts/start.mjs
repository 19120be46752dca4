// `npm start`: scripts/start.ts in plain Node (scripts/compiled.mjs says why not through tsx).
import { importCompiled } from "./compiled.mjs";

// It serves the production build. Next would set NODE_ENV as its server starts, but the server reads
// and keeps its environment before that (lib/env.ts), and the build it may run is a production one too.
process.env.NODE_ENV = "production";

await importCompiled("scripts/start.ts");
