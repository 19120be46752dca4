import { expect, test } from "./fixtures";
import check from "../../scripts/security/enumeration";

test("issue 12, finding 10: accounts cannot be enumerated (sign-up, username check)", async ({ baseURL }) => {
  expect(await check(baseURL!)).toEqual([]);
});
