"use client";

import { type Editor, useEditorState } from "@tiptap/react";

type Option = { label: string; value: string };

// Each family ends in a generic one: a reader without the named font gets its kind (serif, sans-serif,
// monospace), not the browser's default serif. The site ships no web font, so the sans-serif choice is
// the reader's own interface font, as in the rest of the site.
const FONT_FAMILIES: Option[] = [
  { label: "System sans-serif", value: "system-ui, sans-serif" },
  { label: "Georgia", value: "Georgia, serif" },
  { label: "Times New Roman", value: '"Times New Roman", Times, serif' },
  { label: "Arial", value: "Arial, Helvetica, sans-serif" },
  { label: "Courier New", value: '"Courier New", Courier, monospace' },
];
const asOptions = (values: string[]): Option[] => values.map((value) => ({ label: value, value }));
const FONT_SIZES = asOptions(["12px", "14px", "16px", "18px", "20px", "24px", "30px"]);
const LINE_HEIGHTS = asOptions(["1", "1.25", "1.5", "1.75", "2"]);
const selectClass = "rounded border border-slate-300 bg-white px-1.5 py-1 text-xs";

type StyleKey = "fontFamily" | "fontSize" | "lineHeight";

/** Colour, font family, size and line height: the text-style part of the toolbar. */
export function TextStyleControls({ editor }: { editor: Editor }) {
  const style = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const attrs = e.getAttributes("textStyle") as Partial<Record<StyleKey | "color", string>>;
      return {
        color: attrs.color ?? "#000000",
        fontFamily: attrs.fontFamily ?? "",
        fontSize: attrs.fontSize ?? "",
        lineHeight: attrs.lineHeight ?? "",
      };
    },
  });
  const chain = () => editor.chain().focus();
  const apply = (key: StyleKey, value: string) => {
    const c = chain();
    if (key === "fontFamily") (value ? c.setFontFamily(value) : c.unsetFontFamily()).run();
    if (key === "fontSize") (value ? c.setFontSize(value) : c.unsetFontSize()).run();
    if (key === "lineHeight") (value ? c.setLineHeight(value) : c.unsetLineHeight()).run();
  };
  const selects: { key: StyleKey; label: string; empty: string; options: Option[] }[] = [
    { key: "fontFamily", label: "Font family", empty: "Font", options: FONT_FAMILIES },
    { key: "fontSize", label: "Font size", empty: "Size", options: FONT_SIZES },
    { key: "lineHeight", label: "Line height", empty: "Line height", options: LINE_HEIGHTS },
  ];
  return (
    <>
      <input
        type="color"
        aria-label="Text color"
        value={/^#[0-9a-f]{6}$/i.test(style.color) ? style.color : "#000000"}
        onChange={(e) => chain().setColor(e.target.value).run()}
        className="h-7 w-8 cursor-pointer rounded border border-slate-300"
      />
      {selects.map((s) => (
        <select
          key={s.key}
          aria-label={s.label}
          value={style[s.key]}
          onChange={(e) => apply(s.key, e.target.value)}
          className={selectClass}
        >
          <option value="">{s.empty}</option>
          {s.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ))}
    </>
  );
}
