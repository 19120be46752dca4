import { z } from "@/lib/zod";
import { emailAddress } from "@/lib/email/fields";
import { LOCAL_DATE_TIME } from "./time-zone";
import { embedFor, linkUrlSchema } from "./urls";

// The one definition of a block, shared by the editor, the save action and the public page.

export const SOCIAL_NETWORKS = {
  instagram: "Instagram",
  tiktok: "TikTok",
  youtube: "YouTube",
  x: "X",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  threads: "Threads",
  pinterest: "Pinterest",
  github: "GitHub",
  email: "E-mail",
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export const BLOCK_TYPES = {
  link: "Link",
  header: "Header",
  text: "Text",
  social: "Social icons",
  embed: "YouTube / Spotify",
  signup: "E-mail sign-up",
  contact: "Contact card",
} as const;
export type BlockType = keyof typeof BLOCK_TYPES;

const scheduleTime = z
  .string()
  .trim()
  .refine((v) => v === "" || LOCAL_DATE_TIME.test(v), { message: "Pick a date and time" });

const common = {
  id: z.uuid(),
  enabled: z.boolean(),
  /** Wall-clock times in the page's time zone ("" = no limit). */
  showFrom: scheduleTime,
  showUntil: scheduleTime,
};

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (${max} characters at most)`);

const optional = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is too long (${max} characters at most)`);

const EMAIL = emailAddress("Enter a valid e-mail address");

/** Digits with the separators people write; a leading + for the country code. */
const PHONE = /^\+?[0-9][0-9 ().-]{2,28}[0-9]$/;

export const blockSchema = z
  .discriminatedUnion("type", [
    z.object({
      ...common,
      type: z.literal("link"),
      title: required("The title", 80),
      url: linkUrlSchema,
      /** Visitors confirm they are 18 or older before they are sent on (click-answers.ts). */
      sensitive: z.boolean().optional(),
      /** A new password for the link, as typed; the save stores its hash instead (link-password.ts). */
      password: z
        .string()
        .max(100, "The password is too long (100 characters at most)")
        .refine((v) => v === "" || v.length >= 6, { message: "The password must be at least 6 characters" })
        .optional(),
      /** The link's password, hashed; visitors type the password before they are sent on. */
      passwordHash: z.string().max(300).optional(),
      /** The link closes after this many redirects (click-limits.ts). */
      clickLimit: z
        .number("Enter the click limit as a whole number")
        .int("Enter the click limit as a whole number")
        .min(1, "The click limit must be at least 1")
        .max(100_000_000, "The click limit is too large (100,000,000 at most)")
        .optional(),
    }),
    z.object({ ...common, type: z.literal("header"), text: required("The header", 80) }),
    z.object({ ...common, type: z.literal("text"), text: required("The text", 500) }),
    z.object({
      ...common,
      type: z.literal("social"),
      links: z
        .array(
          z.object({
            network: z.enum(Object.keys(SOCIAL_NETWORKS) as [SocialNetwork, ...SocialNetwork[]]),
            url: linkUrlSchema,
          }),
        )
        .min(1, "Add at least one profile")
        .max(10),
    }),
    z.object({
      ...common,
      type: z.literal("embed"),
      url: z
        .string()
        .trim()
        .max(500)
        .refine((v) => embedFor(v) !== null, { message: "Paste a YouTube or Spotify link (https://…)" }),
    }),
    z.object({
      ...common,
      type: z.literal("signup"),
      title: required("The title", 80),
      buttonLabel: required("The button label", 30),
    }),
    z.object({
      ...common,
      type: z.literal("contact"),
      name: required("The name", 100),
      organization: optional("The organisation", 100),
      phone: z
        .string()
        .trim()
        .refine((v) => v === "" || PHONE.test(v), {
          message: "Enter a phone number: digits, spaces, + ( ) - and . only",
        }),
      email: z
        .string()
        .trim()
        .refine((v) => v === "" || EMAIL.safeParse(v).success, { message: "Enter a valid e-mail address" }),
      website: z
        .string()
        .trim()
        .max(2048, "This link is too long (2048 characters at most)")
        .refine((v) => v === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), {
          message: "The website must start with https:// or http://",
        }),
    }),
  ])
  .refine((b) => !b.showFrom || !b.showUntil || b.showFrom < b.showUntil, {
    message: "“Show until” must be after “Show from”",
    path: ["showUntil"],
  })
  .refine((b) => b.type !== "contact" || Boolean(b.phone || b.email || b.website), {
    message: "Add a phone number, an e-mail address or a website",
    path: ["phone"],
  });

export type Block = z.infer<typeof blockSchema>;
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

const COMMON_FIELDS = new Set(["id", "type", "enabled", "showFrom", "showUntil"]);

/** The stored payload: everything a block type adds to the common fields (which have columns). */
export function payloadOf(block: Block): Record<string, unknown> {
  return Object.fromEntries(Object.entries(block).filter(([key]) => !COMMON_FIELDS.has(key)));
}

/** Whether a saved block shows at `now`: switched on and inside its schedule. */
export function isVisible(
  block: { enabled: boolean; showFrom: Date | null; showUntil: Date | null },
  now: Date,
): boolean {
  if (!block.enabled) return false;
  if (block.showFrom && now < block.showFrom) return false;
  return !(block.showUntil && now >= block.showUntil);
}
