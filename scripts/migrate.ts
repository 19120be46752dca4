import { migrate, run } from "./cli";

await run(migrate);
