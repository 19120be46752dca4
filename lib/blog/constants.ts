import { formatCount } from "@/lib/format";

// SPEC §9 and §3.
export const POSTS_PAGE_SIZE = 12;
export const MAX_PAGE_BUTTONS = 5;
export const DASHBOARD_LIST_SIZE = 5;
export const CARD_TAG_LIMIT = 3;
export const DEFAULT_CATEGORY_COLOR = "#3B82F6";
export const DEFAULT_TAG_COLOR = "#10B981";
export const PRESET_COLORS = [
  "#3B82F6",
  "#10B981",
  "#F59E0B",
  "#EF4444",
  "#8B5CF6",
  "#EC4899",
  "#06B6D4",
  "#84CC16",
] as const;

export const POST_SORT_FIELDS = {
  created_at: "Date Created",
  updated_at: "Date Modified",
  published_at: "Date Published",
  views: "Views",
  title: "Title",
} as const;
export type PostSortField = keyof typeof POST_SORT_FIELDS;

export const STATUS_LABELS = { published: "Published", draft: "Draft", scheduled: "Scheduled" } as const;

/** SPEC §4 display colours: green published, yellow draft, blue scheduled. */
export const STATUS_BADGE_CLASSES = {
  published: "bg-green-100 text-green-800",
  draft: "bg-yellow-100 text-yellow-800",
  scheduled: "bg-blue-100 text-blue-800",
} as const;

/** SPEC §5 and §8 wording. */
export const BLOG_MESSAGES = {
  confirmDeletePost: "Are you sure you want to delete this post?",
  confirmDeletePosts: (n: number) => `Are you sure you want to delete ${formatCount(n, "post")}?`,
  confirmDeleteCategory: "Are you sure you want to delete this category?",
  confirmDeleteTag: "Are you sure you want to delete this tag?",
  saveError: "Error saving post",
  deleteError: "Error deleting post",
  bulkDeleteError: "Error deleting posts",
  categorySaveError: (message?: string) => `Error saving category: ${message || "Unknown error occurred"}`,
  tagSaveError: (message?: string) => `Error saving tag: ${message || "Unknown error occurred"}`,
  categoryDeleteError: "Error deleting category",
  tagDeleteError: "Error deleting tag",
} as const;
