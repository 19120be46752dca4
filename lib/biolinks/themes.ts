import { z } from "@/lib/zod";

export interface ThemeColors {
  background: string;
  text: string;
  button: string;
  buttonText: string;
}

export const THEMES = {
  classic: {
    label: "Classic",
    colors: { background: "#ffffff", text: "#0f172a", button: "#4338ca", buttonText: "#ffffff" },
  },
  midnight: {
    label: "Midnight",
    colors: { background: "#0f172a", text: "#f8fafc", button: "#e2e8f0", buttonText: "#0f172a" },
  },
  forest: {
    label: "Forest",
    colors: { background: "#ecfdf5", text: "#064e3b", button: "#047857", buttonText: "#ffffff" },
  },
  sunset: {
    label: "Sunset",
    colors: { background: "#fff7ed", text: "#431407", button: "#c2410c", buttonText: "#ffffff" },
  },
  ocean: {
    label: "Ocean",
    colors: { background: "#ecfeff", text: "#083344", button: "#0e7490", buttonText: "#ffffff" },
  },
  mono: {
    label: "Monochrome",
    colors: { background: "#f4f4f5", text: "#18181b", button: "#18181b", buttonText: "#fafafa" },
  },
  berry: {
    label: "Berry",
    colors: { background: "#fdf2f8", text: "#500724", button: "#be185d", buttonText: "#ffffff" },
  },
} as const satisfies Record<string, { label: string; colors: ThemeColors }>;

export type ThemeName = keyof typeof THEMES | "custom";
export const THEME_NAMES = ["custom", ...Object.keys(THEMES)] as [ThemeName, ...ThemeName[]];

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** WCAG AA for normal text. */
export const AA_RATIO = 4.5;

const hex = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, "Use a colour like #1a2b3c");

export const themeSchema = z
  .object({
    name: z.enum(THEME_NAMES),
    colors: z.object({ background: hex, text: hex, button: hex, buttonText: hex }).optional(),
  })
  .superRefine((theme, ctx) => {
    if (theme.name !== "custom") return;
    if (!theme.colors) {
      ctx.addIssue({ code: "custom", path: ["colors"], message: "Choose the custom colours" });
      return;
    }
    const pairs = [
      ["text", "background", "Text on the background"],
      ["buttonText", "button", "Button text on the button"],
    ] as const;
    for (const [fg, bg, what] of pairs) {
      const ratio = contrastRatio(theme.colors[fg], theme.colors[bg]);
      if (ratio < AA_RATIO) {
        ctx.addIssue({
          code: "custom",
          path: ["colors", fg],
          message: `${what} has a contrast of ${ratio.toFixed(2)}:1; WCAG AA needs at least 4.5:1`,
        });
      }
    }
  });

export type Theme = z.infer<typeof themeSchema>;

export function themeColors(theme: Theme): ThemeColors {
  if (theme.name === "custom" && theme.colors) return theme.colors;
  return THEMES[theme.name === "custom" ? "classic" : theme.name].colors;
}
