import { migrate, run, seed } from "./cli";

await run(async () => {
  await migrate();
  await seed({ onlyWhenEmpty: false });
});
