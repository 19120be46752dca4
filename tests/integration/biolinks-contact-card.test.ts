import ICAL from "ical.js";
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import type { Block } from "@/lib/biolinks/blocks";
import { createPage, savePage } from "@/lib/biolinks/store";
import { absoluteUrl } from "@/lib/site-url";
import { truncateAll } from "../support/database";
import { draftWith, linkBlock, makeUser } from "../support/biolinks";

// A page's contact card block, downloaded as a visitor's phone asks for it: the route reads the page as
// visitors see it, so a card that is hidden, scheduled or on a page that is not public is a 404.

const { GET } = await import("@/app/l/[slug]/contact/[blockId]/route");

function contact(fields: Partial<Block> = {}): Block {
  return {
    id: randomUUID(),
    type: "contact",
    name: "Ana Example",
    organization: "Studio A",
    phone: "+1 555 0100",
    email: "ana@example.com",
    website: "",
    enabled: true,
    showFrom: "",
    showUntil: "",
    ...fields,
  } as Block;
}

const download = (slug: string, blockId: string) =>
  GET(new Request(`http://localhost/l/${slug}/contact/${blockId}`), {
    params: Promise.resolve({ slug, blockId }),
  });

describe("a contact card's download", () => {
  const card = contact();
  const hidden = contact({ enabled: false });
  const later = contact({ showFrom: "2999-01-01T00:00" });
  const shop = linkBlock("Shop", "https://shop.example/");
  let owner: { id: string };
  let pageId: string;

  beforeEach(async () => {
    await truncateAll();
    owner = await makeUser("ana@example.com");
    const created = await createPage(owner.id, { slug: "ana", title: "Ana" }, 5);
    pageId = created.ok ? created.id : "";
    await savePage(owner.id, pageId, draftWith([shop, card, hidden, later]));
  });

  it("is a vCard file named after the card, which a parser reads back", async () => {
    const response = await download("ana", card.id.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/vcard; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="ana-example.vcf"');
    const parsed = new ICAL.Component(ICAL.parse(await response.text()));
    expect(parsed.getFirstPropertyValue("fn")).toBe("Ana Example");
    expect(parsed.getFirstPropertyValue("org")).toBe("Studio A");
    expect(parsed.getFirstPropertyValue("tel")).toBe("tel:+15550100");
    expect(parsed.getFirstPropertyValue("email")).toBe("ana@example.com");
    expect(parsed.getFirstPropertyValue("source")).toBe(absoluteUrl(`/l/ana/contact/${card.id}`));
  });

  it("is a 404 for a card visitors do not see, a link block, another page's name, or a page not public", async () => {
    for (const id of [hidden.id, later.id, shop.id, randomUUID(), "not-an-id"]) {
      expect((await download("ana", id)).status, id).toBe(404);
    }
    expect((await download("bob", card.id)).status).toBe(404);
    await savePage(owner.id, pageId, draftWith([card], { published: false }));
    expect((await download("ana", card.id)).status).toBe(404);
  });
});
