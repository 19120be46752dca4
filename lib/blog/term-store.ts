import { isUniqueViolation } from "@/lib/db/errors";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { categories, tags } from "@/lib/db/schema";
import type { TermFormInput } from "./validation";

// Categories and tags share one shape and one set of rules.
export type TermKind = "category" | "tag";
const tables = { category: categories, tag: tags } as const;

export class TermSlugTakenError extends Error {
  constructor(kind: TermKind, slug: string) {
    super(`A ${kind} with the slug "${slug}" already exists`);
  }
}

export async function saveTerm(kind: TermKind, input: TermFormInput) {
  const table = tables[kind];
  const values = { name: input.name, slug: input.slug, description: input.description, color: input.color };
  try {
    const [row] = input.id
      ? await db.update(table).set(values).where(eq(table.id, input.id)).returning()
      : await db.insert(table).values(values).returning();
    if (!row) throw new Error(`${kind} ${input.id} does not exist`);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new TermSlugTakenError(kind, input.slug);
    throw error;
  }
}

/** Deleting a category leaves its posts uncategorized; deleting a tag removes it from its posts. */
export async function deleteTerm(kind: TermKind, id: number): Promise<boolean> {
  const table = tables[kind];
  const removed = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return removed.length > 0;
}
