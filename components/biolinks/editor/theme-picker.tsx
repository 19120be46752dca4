"use client";

import {
  AA_RATIO,
  contrastRatio,
  THEMES,
  themeColors,
  type Theme,
  type ThemeColors,
} from "@/lib/biolinks/themes";
import { cn } from "@/components/ui/cn";

const COLOR_FIELDS: { key: keyof ThemeColors; label: string }[] = [
  { key: "background", label: "Background" },
  { key: "text", label: "Text" },
  { key: "button", label: "Button" },
  { key: "buttonText", label: "Button text" },
];

function Ratio({ label, ratio }: { label: string; ratio: number }) {
  const ok = ratio >= AA_RATIO;
  return (
    <p className={cn("text-sm", ok ? "text-green-800" : "text-red-700")}>
      {label}: {ratio.toFixed(2)}:1 {ok ? "(passes WCAG AA)" : "(fails WCAG AA, needs 4.5:1)"}
    </p>
  );
}

export function ThemePicker({
  theme,
  onChange,
  error,
}: {
  theme: Theme;
  onChange: (t: Theme) => void;
  error?: string;
}) {
  const colors = themeColors(theme);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">Theme</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {[...Object.entries(THEMES), ["custom", { label: "Custom", colors }] as const].map(
          ([name, preset]) => (
            <label
              key={name}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 p-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600/30"
            >
              <input
                type="radio"
                name="theme"
                value={name}
                checked={theme.name === name}
                onChange={() =>
                  onChange(name === "custom" ? { name: "custom", colors } : { name: name as Theme["name"] })
                }
              />
              <span
                className="size-4 rounded-full border"
                style={{ backgroundColor: preset.colors.button }}
                aria-hidden
              />
              {preset.label}
            </label>
          ),
        )}
      </div>
      {theme.name === "custom" ? (
        <div className="space-y-2">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {COLOR_FIELDS.map(({ key, label }) => (
              <label key={key} className="flex items-center gap-2 text-sm">
                <input
                  type="color"
                  value={colors[key]}
                  onChange={(e) => onChange({ name: "custom", colors: { ...colors, [key]: e.target.value } })}
                />
                {label}
              </label>
            ))}
          </div>
          <Ratio label="Text on background" ratio={contrastRatio(colors.text, colors.background)} />
          <Ratio label="Button text on button" ratio={contrastRatio(colors.buttonText, colors.button)} />
        </div>
      ) : null}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
