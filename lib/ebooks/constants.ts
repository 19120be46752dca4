import type { EbookStatus } from "@/lib/db/tables/ebooks";
import { EBOOK_PUBLIC_MESSAGES } from "./public-messages";

// SPEC §2, §4, §5, §8 and §9 for ebooks.
export const FEATURED_EBOOKS_DEFAULT = 6;
export const FEATURED_EBOOKS_HOME = 8;
export const SEO_DESCRIPTION_LENGTH = 160;
export const REDIRECT_AFTER_SAVE_MS = 1500;
/** Same visitor, same ebook: one counted download per hour. */
export const DOWNLOAD_COUNT_WINDOW_MINUTES = 60;
/** Days shown in the downloads-per-day chart of Manage Ebooks. */
export const DOWNLOAD_CHART_DAYS = 30;
export const DEFAULT_EBOOK_CATEGORY_COLOR = "#3B82F6";
export const FALLBACK_CATEGORY_COLOR = "#888888";

export const EBOOK_STATUS_LABELS: Record<EbookStatus, string> = {
  draft: "Draft",
  published: "Published",
  archived: "Archived",
};

export const EBOOK_STATUS_BADGE_CLASSES: Record<EbookStatus, string> = {
  published: "bg-green-100 text-green-800",
  draft: "bg-yellow-100 text-yellow-800",
  archived: "bg-slate-200 text-slate-700",
};

export const EBOOK_MESSAGES = {
  titleRequired: "Title is required",
  slugRequired: "Slug is required",
  descriptionRequired: "Description is required",
  urlRequired: "Download URL is required",
  urlInvalid: "Please enter a valid URL",
  urlNotDownloadable: "Valid download URL is required",
  priceMin: "Price must be 0 or more",
  created: "Ebook created successfully! Redirecting...",
  updated: "Ebook updated successfully! Redirecting...",
  createFailed: "Failed to create ebook. Please check the console for details.",
  updateFailed: "Failed to update ebook. Please check the console for details.",
  connectionIssue: (message: string) => `Database connection issue: ${message}`,
  saveError: (message: string) => `Error saving ebook: ${message}`,
  slugTaken: (slug: string) => `An ebook with the slug "${slug}" already exists`,
  confirmDelete: (title: string) => `Are you sure you want to delete "${title}"?`,
  ...EBOOK_PUBLIC_MESSAGES,
} as const;

export const EBOOK_CATEGORY_MESSAGES = {
  saved: "Category saved",
  deleted: "Category deleted",
  slugTaken: (slug: string) => `A category with the slug "${slug}" already exists`,
  saveError: (message: string) => `Error saving category: ${message}`,
  deleteError: "Error deleting category",
} as const;

/** The listing's route parameter for "no category filter" (/ebooks rewrites to /ebooks/category/all). */
export const ALL_CATEGORIES = "all";

export const EBOOK_LISTING_COPY = {
  heading: "Free Ebooks",
  intro: "Guides and playbooks for creators, marketers and writers. Free to download, no account needed.",
} as const;
