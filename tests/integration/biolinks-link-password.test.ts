import { beforeEach, describe, expect, it } from "vitest";
import { blockSchema, type Block } from "@/lib/biolinks/blocks";
import { findLinkBlock } from "@/lib/biolinks/events";
import { answerClick } from "@/lib/biolinks/click-answers";
import { answerPassword, withHashedPasswords } from "@/lib/biolinks/link-password";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { createPage, savePage } from "@/lib/biolinks/store";
import { truncateAll } from "../support/database";
import { draftWith, linkBlock, makeUser } from "../support/biolinks";

// A link locked with a password, on a real database: the save keeps only the hash, a click answers the
// form, the form's POST sends the visitor on with the right password and says why not otherwise, and wrong
// tries are limited per visitor.

const TARGET = "https://members.example/secret-room";

function post(password: string | null, ip = "203.0.113.40"): Request {
  const body = password === null ? "" : new URLSearchParams({ password }).toString();
  return new Request("http://localhost/l/ana/go/x", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body,
  });
}

describe("a link locked with a password", () => {
  const locked = linkBlock("Members", TARGET, { password: "open-sesame" } as Partial<Block>);
  let blockId: string;

  beforeEach(async () => {
    await truncateAll();
    const owner = await makeUser("ana@example.com");
    const created = await createPage(owner.id, { slug: "ana", title: "Ana" }, 5);
    const pageId = created.ok ? created.id : "";
    await savePage(owner.id, pageId, draftWith(await withHashedPasswords([locked])));
    blockId = locked.id;
  });

  it("is stored as a hash only, and the public page carries neither", async () => {
    const target = await findLinkBlock("ana", blockId);
    expect(target?.passwordHash).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(JSON.stringify(target)).not.toContain("open-sesame");
    const page = await getPublicPage("ana");
    expect(JSON.stringify(page)).not.toContain(target!.passwordHash!);
    expect(JSON.stringify(page)).not.toContain("open-sesame");
  });

  it("answers a click with its form, and the form with the link once the password is right", async () => {
    const target = await findLinkBlock("ana", blockId);
    const click = answerClick(
      { url: "http://localhost/l/ana/go/x", headers: new Headers() },
      "GET",
      target,
      blockId,
    );
    expect(click.status).toBe(200);
    expect(String(click.body)).toContain('<form method="post"');
    expect(String(click.body)).not.toContain("members.example");

    const wrong = await answerPassword(post("open-sesame!"), target, blockId);
    expect(wrong.status).toBe(401);
    expect(String(wrong.body)).toContain("Wrong password. Try again.");
    expect(String(wrong.body)).not.toContain("members.example");
    expect((await answerPassword(post(null), target, blockId)).status).toBe(400);

    const right = await answerPassword(post("open-sesame"), target, blockId);
    expect([right.status, right.headers.location]).toEqual([303, TARGET]);
  });

  it("stops a visitor after ten wrong passwords, even the right one, and not the next visitor", async () => {
    const target = await findLinkBlock("ana", blockId);
    for (let i = 0; i < 10; i++)
      expect((await answerPassword(post(`guess-${i}`), target, blockId)).status).toBe(401);
    const stopped = await answerPassword(post("open-sesame"), target, blockId);
    expect(stopped.status).toBe(429);
    expect(String(stopped.body)).toMatch(/Too many wrong passwords\. Try again in \d+ minutes?\./);
    expect((await answerPassword(post("open-sesame", "198.51.100.7"), target, blockId)).status).toBe(303);
  });

  it("refuses a password under six characters with a message", () => {
    const parsed = blockSchema.safeParse({ ...locked, password: "12345" });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([
      "The password must be at least 6 characters",
    ]);
  });
});
