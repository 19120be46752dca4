import { saveTerm } from "@/lib/blog/term-store";
import { savePost } from "@/lib/blog/post-store";
import { postFormSchema, termFormSchema } from "@/lib/blog/validation";

/** Form fields as the editor sends them; everything goes through the real schema. */
export function postInput(fields: Record<string, string | number | undefined>) {
  const strings = Object.fromEntries(
    Object.entries({ content: "<p>Body</p>", status: "draft", ...fields })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  return postFormSchema.parse(strings);
}

export async function createPost(fields: Record<string, string | number | undefined>, now?: Date) {
  return savePost(postInput(fields), now);
}

export async function createTerm(kind: "category" | "tag", name: string, color = "#3B82F6") {
  const slug = name.toLowerCase().replace(/\s+/g, "-");
  return saveTerm(kind, termFormSchema.parse({ name, slug, color }));
}
