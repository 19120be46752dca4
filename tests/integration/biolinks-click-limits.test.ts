import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { beforeEach, describe, expect, it } from "vitest";
import { blockSchema, type Block } from "@/lib/biolinks/blocks";
import { answerCachedBioRequest } from "@/lib/biolinks/early-answers";
import { createPage, savePage } from "@/lib/biolinks/store";
import { truncateAll } from "../support/database";
import { draftWith, linkBlock, makeUser } from "../support/biolinks";

// A link that closes after a number of clicks, through its route on a real database: each redirect takes
// one click atomically, so a limit lets exactly that many through however many arrive at once; then the
// link says its limit is reached. npm start's server leaves such links to the route.

const { GET } = await import("@/app/l/[slug]/go/[blockId]/route");

const click = (blockId: string, method = "GET", ip = "203.0.113.50") =>
  GET(new Request(`http://localhost/l/ana/go/${blockId}`, { method, headers: { "x-forwarded-for": ip } }), {
    params: Promise.resolve({ slug: "ana", blockId }),
  });

describe("a link with a click limit", () => {
  const limited = linkBlock("Drop", "https://shop.example/drop", { clickLimit: 5 } as Partial<Block>);
  const plain = linkBlock("Shop", "https://shop.example/");
  let owner: { id: string };
  let pageId: string;

  beforeEach(async () => {
    await truncateAll();
    owner = await makeUser("ana@example.com");
    const created = await createPage(owner.id, { slug: "ana", title: "Ana" }, 5);
    pageId = created.ok ? created.id : "";
    await savePage(owner.id, pageId, draftWith([limited, plain]));
  });

  it("lets exactly its limit through when more arrive at once, and then says it is used up", async () => {
    expect((await click(limited.id, "HEAD")).status).toBe(302);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => click(limited.id, "GET", `198.51.100.${i + 1}`)),
    );
    expect(answers.filter((a) => a.status === 302)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 410);
    expect(refused).toHaveLength(7);
    expect(await refused[0]!.text()).toContain("This link has reached its limit");
    // A save (a new title, the same limit) does not give the clicks back.
    await savePage(owner.id, pageId, draftWith([{ ...limited, title: "Drop!" } as Block, plain]));
    expect((await click(limited.id)).status).toBe(410);
  });

  it("is not answered from memory by npm start's server, as a link without a limit is", async () => {
    // The routes' clicks leave both targets in memory.
    expect((await click(limited.id)).status).toBe(302);
    expect((await click(plain.id)).status).toBe(302);
    const early = async (blockId: string) => {
      const server = createServer((req, res) => {
        if (!answerCachedBioRequest(req as IncomingMessage, res, `/l/ana/go/${blockId}`))
          res.writeHead(599).end();
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const { port } = server.address() as AddressInfo;
        return (await fetch(`http://127.0.0.1:${port}/`, { redirect: "manual" })).status;
      } finally {
        server.close();
      }
    };
    expect(await early(plain.id)).toBe(302);
    expect(await early(limited.id)).toBe(599);
  });

  it("is at least 1, and a whole number", () => {
    const messages = (clickLimit: number) => {
      const parsed = blockSchema.safeParse({ ...limited, clickLimit });
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages(0)).toEqual(["The click limit must be at least 1"]);
    expect(messages(2.5)).toEqual(["Enter the click limit as a whole number"]);
    expect(messages(1)).toEqual([]);
  });
});
