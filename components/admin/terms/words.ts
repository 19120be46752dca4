import { BLOG_MESSAGES, DEFAULT_CATEGORY_COLOR, DEFAULT_TAG_COLOR } from "@/lib/blog/constants";
import type { TermKind } from "@/lib/blog/term-store";

/** The Categories and Tags screens are one screen with different words. */
export const termWords = {
  category: {
    title: "Categories",
    subtitle: "Organize your blog posts into categories",
    singular: "Category",
    add: "Add Category",
    search: "Search categories by name or slug...",
    emptySearch: "No categories found",
    empty: "No categories yet",
    emptyText: "Create a category to group related posts.",
    confirmDelete: BLOG_MESSAGES.confirmDeleteCategory,
    saveError: BLOG_MESSAGES.categorySaveError,
    deleteError: BLOG_MESSAGES.categoryDeleteError,
    defaultColor: DEFAULT_CATEGORY_COLOR,
    slugPrefix: "",
  },
  tag: {
    title: "Tags",
    subtitle: "Label your blog posts with tags",
    singular: "Tag",
    add: "Add Tag",
    search: "Search tags by name or slug...",
    emptySearch: "No tags found",
    empty: "No tags yet",
    emptyText: "Create a tag to label posts across categories.",
    confirmDelete: BLOG_MESSAGES.confirmDeleteTag,
    saveError: BLOG_MESSAGES.tagSaveError,
    deleteError: BLOG_MESSAGES.tagDeleteError,
    defaultColor: DEFAULT_TAG_COLOR,
    slugPrefix: "#",
  },
} as const satisfies Record<TermKind, unknown>;
