"use client";

import { type Editor, useEditorState } from "@tiptap/react";
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Code2,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListChecks,
  ListOrdered,
  Quote,
  Redo2,
  Underline,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { cn } from "@/components/ui/cn";

const FONT_FAMILIES = ["Inter", "Georgia", "Times New Roman", "Arial", "Courier New"];
const FONT_SIZES = ["12px", "14px", "16px", "18px", "20px", "24px", "30px"];
const LINE_HEIGHTS = ["1", "1.25", "1.5", "1.75", "2"];

function ToolButton({
  label,
  icon: Icon,
  onClick,
  active,
  disabled,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      className={cn(
        "rounded p-1.5 text-slate-700 hover:bg-slate-200 disabled:opacity-40",
        active && "bg-slate-200 text-slate-950",
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}

const selectClass = "rounded border border-slate-300 bg-white px-1.5 py-1 text-xs";

function askUrl(message: string, current = ""): string | null {
  const answer = window.prompt(message, current);
  if (answer === null) return null;
  return answer.trim();
}

export function EditorToolbar({ editor }: { editor: Editor }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      h1: e.isActive("heading", { level: 1 }),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      task: e.isActive("taskList"),
      quote: e.isActive("blockquote"),
      code: e.isActive("codeBlock"),
      link: e.isActive("link"),
      align:
        (["left", "center", "right", "justify"] as const).find((a) => e.isActive({ textAlign: a })) ?? "left",
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      color: (e.getAttributes("textStyle").color as string | undefined) ?? "#000000",
      fontFamily: (e.getAttributes("textStyle").fontFamily as string | undefined) ?? "",
      fontSize: (e.getAttributes("textStyle").fontSize as string | undefined) ?? "",
      lineHeight: (e.getAttributes("textStyle").lineHeight as string | undefined) ?? "",
    }),
  });
  const chain = () => editor.chain().focus();

  const setLink = () => {
    const url = askUrl("Link URL", editor.getAttributes("link").href as string | undefined);
    if (url === null) return;
    if (url === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: url }).run();
  };
  const addImage = () => {
    const url = askUrl("Image URL");
    if (url && /^https?:\/\/|^\/api\/uploads\//.test(url)) chain().setImage({ src: url }).run();
  };

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 p-1.5"
    >
      <ToolButton label="Bold" icon={Bold} active={s.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton
        label="Italic"
        icon={Italic}
        active={s.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label="Underline"
        icon={Underline}
        active={s.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <span className="mx-1 h-5 w-px bg-slate-300" aria-hidden />
      <ToolButton
        label="Heading 1"
        icon={Heading1}
        active={s.h1}
        onClick={() => chain().toggleHeading({ level: 1 }).run()}
      />
      <ToolButton
        label="Heading 2"
        icon={Heading2}
        active={s.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label="Heading 3"
        icon={Heading3}
        active={s.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <span className="mx-1 h-5 w-px bg-slate-300" aria-hidden />
      <ToolButton
        label="Bullet list"
        icon={List}
        active={s.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="Numbered list"
        icon={ListOrdered}
        active={s.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label="Task list"
        icon={ListChecks}
        active={s.task}
        onClick={() => chain().toggleTaskList().run()}
      />
      <ToolButton
        label="Quote"
        icon={Quote}
        active={s.quote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <ToolButton
        label="Code block"
        icon={Code2}
        active={s.code}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      <span className="mx-1 h-5 w-px bg-slate-300" aria-hidden />
      <ToolButton
        label="Align left"
        icon={AlignLeft}
        active={s.align === "left"}
        onClick={() => chain().setTextAlign("left").run()}
      />
      <ToolButton
        label="Align center"
        icon={AlignCenter}
        active={s.align === "center"}
        onClick={() => chain().setTextAlign("center").run()}
      />
      <ToolButton
        label="Align right"
        icon={AlignRight}
        active={s.align === "right"}
        onClick={() => chain().setTextAlign("right").run()}
      />
      <ToolButton
        label="Justify"
        icon={AlignJustify}
        active={s.align === "justify"}
        onClick={() => chain().setTextAlign("justify").run()}
      />
      <span className="mx-1 h-5 w-px bg-slate-300" aria-hidden />
      <ToolButton label="Link" icon={Link2} active={s.link} onClick={setLink} />
      <ToolButton label="Image" icon={ImagePlus} onClick={addImage} />
      <span className="mx-1 h-5 w-px bg-slate-300" aria-hidden />
      <ToolButton label="Undo" icon={Undo2} disabled={!s.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton label="Redo" icon={Redo2} disabled={!s.canRedo} onClick={() => chain().redo().run()} />
      <span className="mx-1 h-5 w-px bg-slate-300" aria-hidden />
      <input
        type="color"
        aria-label="Text color"
        value={/^#[0-9a-f]{6}$/i.test(s.color) ? s.color : "#000000"}
        onChange={(e) => chain().setColor(e.target.value).run()}
        className="h-7 w-8 cursor-pointer rounded border border-slate-300"
      />
      <select
        aria-label="Font family"
        value={s.fontFamily}
        onChange={(e) =>
          e.target.value ? chain().setFontFamily(e.target.value).run() : chain().unsetFontFamily().run()
        }
        className={selectClass}
      >
        <option value="">Font</option>
        {FONT_FAMILIES.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      <select
        aria-label="Font size"
        value={s.fontSize}
        onChange={(e) =>
          e.target.value ? chain().setFontSize(e.target.value).run() : chain().unsetFontSize().run()
        }
        className={selectClass}
      >
        <option value="">Size</option>
        {FONT_SIZES.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      <select
        aria-label="Line height"
        value={s.lineHeight}
        onChange={(e) =>
          e.target.value ? chain().setLineHeight(e.target.value).run() : chain().unsetLineHeight().run()
        }
        className={selectClass}
      >
        <option value="">Line height</option>
        {LINE_HEIGHTS.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
    </div>
  );
}
