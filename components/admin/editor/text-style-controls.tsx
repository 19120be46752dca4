"use client";

import { type Editor, useEditorState } from "@tiptap/react";

const FONT_FAMILIES = ["Inter", "Georgia", "Times New Roman", "Arial", "Courier New"];
const FONT_SIZES = ["12px", "14px", "16px", "18px", "20px", "24px", "30px"];
const LINE_HEIGHTS = ["1", "1.25", "1.5", "1.75", "2"];
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
  const selects: { key: StyleKey; label: string; empty: string; options: string[] }[] = [
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
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ))}
    </>
  );
}
