"use client";

import { EditorContent, useEditor } from "@tiptap/react";
import { EditorToolbar } from "./editor-toolbar";
import { editorExtensions } from "./extensions";
import "./editor.css";

/** Tiptap 3 with the whole SPEC toolbar; reports its HTML on every change. */
export function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy: string;
}) {
  const editor = useEditor({
    // Rendering on the server would mismatch on hydration (DESIGN: verified pitfalls).
    immediatelyRender: false,
    extensions: editorExtensions,
    content: initialHtml,
    editorProps: {
      attributes: {
        "aria-labelledby": labelledBy,
        "aria-multiline": "true",
        role: "textbox",
        class: "px-4 py-3",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  return (
    <div className="rounded-lg border border-slate-300 bg-white focus-within:border-brand-500">
      {editor ? (
        <EditorToolbar editor={editor} />
      ) : (
        <div className="h-10 rounded-t-lg border-b border-slate-200 bg-slate-50" />
      )}
      <div className="post-html min-h-[400px]">
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
