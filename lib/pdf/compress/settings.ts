/** A compression setting: images drawn at more than `dpi` are resampled to it, then saved at `quality`. */
export interface Setting {
  dpi: number;
  quality: number;
}

export type Level = "extreme" | "recommended" | "light";

export const LEVELS: Record<Level, Setting & { label: string; hint: string }> = {
  extreme: { dpi: 72, quality: 40, label: "Extreme", hint: "Smallest file, images fit for screens only" },
  recommended: {
    dpi: 150,
    quality: 50,
    label: "Recommended",
    hint: "Much smaller, images sharp on screen and fine in print",
  },
  light: { dpi: 220, quality: 80, label: "Light", hint: "A little smaller, images close to the original" },
};

/** The settings the target-size search tries, from the gentlest to the strongest. */
export const LADDER: Setting[] = [
  { dpi: 300, quality: 85 },
  { dpi: 220, quality: 80 },
  { dpi: 150, quality: 70 },
  { dpi: 150, quality: 60 },
  { dpi: 120, quality: 50 },
  { dpi: 96, quality: 45 },
  { dpi: 72, quality: 40 },
  { dpi: 60, quality: 30 },
  { dpi: 50, quality: 20 },
];
