import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as viewBeacon } from "@/app/api/blog/views/route";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { getAuth } from "@/lib/auth/auth";
import { getPostForEdit, listPosts } from "@/lib/blog/queries";
import { postListFiltersSchema } from "@/lib/blog/validation";
import { MAX_ROW_ID, parseRowId } from "@/lib/row-id";
import { createPost } from "../support/blog-public-fixtures";
import { truncateAll } from "../support/database";

// Ids past PostgreSQL's integer range (issue 62, item 6) through every way one reaches a query: an address
// segment, a list filter, an action's form, a beacon's body. Each must answer as an unknown id does, never
// with the database's "out of range" error (a 500, or an action's "could not delete" as if it had tried).
// The actions run for real (admin session, zod, database); Next's request context is stood in for.
const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ cookie: request.cookie }),
  cookies: async () => ({
    toString: () => request.cookie,
    get: () => undefined,
    getAll: () => [],
    set: () => {},
  }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));

const { deletePostAction, deletePostsAction, savePostAction } = await import("@/lib/blog/actions");
const { deleteCategory, saveTag } = await import("@/lib/blog/term-actions");
const { issueFromPostAction } = await import("@/lib/newsletter/issue-actions");

const TOO_LARGE = "99999999999";
const JUST_PAST = String(MAX_ROW_ID + 1);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

beforeEach(async () => {
  await truncateAll();
  await ensureAdminAccount();
  const { headers } = await getAuth().api.signInUsername({
    body: { username: "admin", password: process.env.ADMIN_PASSWORD! },
    headers: new Headers({ "x-forwarded-for": "203.0.113.1" }),
    returnHeaders: true,
  });
  request.cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});

describe("an id past the integer column's range", () => {
  it("is no id to the address parser, and the largest integer still is one", async () => {
    for (const value of [TOO_LARGE, JUST_PAST, "1e3", "0", "-1", "01", "1.5", "", "12345678901234567890"])
      expect(parseRowId(value), value).toBeNull();
    expect(parseRowId(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
    // What the editor's page then asks for: nothing, answered as "not found", not an error.
    expect(await getPostForEdit(parseRowId(String(MAX_ROW_ID))!)).toBeFalsy();
  });

  it("filters the admin's post list by no category instead of failing the page", async () => {
    await createPost({ title: "Listed" });
    const filters = postListFiltersSchema.parse({ category: TOO_LARGE });
    expect(filters.category).toBeUndefined();
    expect((await listPosts(filters)).total).toBe(1);
  });

  it("is refused by the admin's actions as a field error, before any query", async () => {
    const checks = [
      [deletePostAction, { id: TOO_LARGE }, "id"],
      [deletePostsAction, { ids: `1,${JUST_PAST}` }, "ids"],
      [deleteCategory, { id: JUST_PAST }, "id"],
      [saveTag, { id: TOO_LARGE, name: "SEO", slug: "seo", color: "#3B82F6" }, "id"],
      [
        savePostAction,
        { title: "A", content: "<p>A</p>", status: "draft", categoryId: TOO_LARGE },
        "categoryId",
      ],
      [savePostAction, { title: "A", content: "<p>A</p>", status: "draft", tagIds: TOO_LARGE }, "tagIds"],
      [issueFromPostAction, { postId: TOO_LARGE }, "postId"],
    ] as const;
    for (const [action, fields, field] of checks) {
      const result = await action(null, form(fields));
      expect(result, JSON.stringify(fields)).toMatchObject({ ok: false });
      expect(
        result && "fieldErrors" in result ? result.fieldErrors : undefined,
        JSON.stringify(fields),
      ).toHaveProperty(field);
    }
  });

  it("is a 400 from the view beacon, not a 500", async () => {
    const response = await viewBeacon(
      new Request("http://localhost/api/blog/views", {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "Mozilla/5.0 Chrome/142.0" },
        body: JSON.stringify({ postId: Number(TOO_LARGE) }),
      }),
    );
    expect(response.status).toBe(400);
  });
});
