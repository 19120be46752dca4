"use client";

import { type ChainedCommands, type Editor, useEditorState } from "@tiptap/react";
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
import { TextStyleControls } from "./text-style-controls";

interface Tool {
  label: string;
  icon: LucideIcon;
  /** What isActive() is asked; none for buttons that are actions, not states. */
  active?: [string, Record<string, unknown>?] | [Record<string, unknown>];
  run: (chain: ChainedCommands, editor: Editor) => ChainedCommands;
}

// A list item must start with a paragraph, so a heading or a quote cannot replace its text in place:
// the item is lifted out of its list (clearNodes) and then turned into the block asked for.
const inList = (editor: Editor) => editor.isActive("listItem") || editor.isActive("taskItem");

const groups: Tool[][] = [
  [
    { label: "Bold", icon: Bold, active: ["bold"], run: (c) => c.toggleBold() },
    { label: "Italic", icon: Italic, active: ["italic"], run: (c) => c.toggleItalic() },
    { label: "Underline", icon: Underline, active: ["underline"], run: (c) => c.toggleUnderline() },
  ],
  ([1, 2, 3] as const).map((level) => ({
    label: `Heading ${level}`,
    icon: [Heading1, Heading2, Heading3][level - 1]!,
    active: ["heading", { level }],
    run: (c, editor) => (inList(editor) ? c.clearNodes().setHeading({ level }) : c.toggleHeading({ level })),
  })),
  [
    { label: "Bullet list", icon: List, active: ["bulletList"], run: (c) => c.toggleBulletList() },
    { label: "Numbered list", icon: ListOrdered, active: ["orderedList"], run: (c) => c.toggleOrderedList() },
    { label: "Task list", icon: ListChecks, active: ["taskList"], run: (c) => c.toggleTaskList() },
    {
      label: "Quote",
      icon: Quote,
      active: ["blockquote"],
      run: (c, editor) => (inList(editor) ? c.clearNodes().setBlockquote() : c.toggleBlockquote()),
    },
    { label: "Code block", icon: Code2, active: ["codeBlock"], run: (c) => c.toggleCodeBlock() },
  ],
  (
    [
      ["left", "Align left", AlignLeft],
      ["center", "Align center", AlignCenter],
      ["right", "Align right", AlignRight],
      ["justify", "Justify", AlignJustify],
    ] as const
  ).map(([align, label, icon]) => ({
    label,
    icon,
    active: [{ textAlign: align }],
    run: (c) => c.setTextAlign(align),
  })),
];

function isActive(editor: Editor, tool: Tool): boolean {
  if (!tool.active) return false;
  const [nameOrAttrs, attrs] = tool.active;
  return typeof nameOrAttrs === "string" ? editor.isActive(nameOrAttrs, attrs) : editor.isActive(nameOrAttrs);
}

const buttonClass =
  "rounded p-1.5 text-slate-700 hover:bg-slate-200 disabled:opacity-40 aria-pressed:bg-slate-200 aria-pressed:text-slate-950";
const divider = <span className="mx-1 h-5 w-px bg-slate-300" aria-hidden />;

function ToolButton(props: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      // A click must not take the focus from the text: Tiptap gives it back only on the next frame, and
      // what is typed before then would reach the button (a space would press it again).
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
      disabled={props.disabled}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      className={buttonClass}
    >
      <props.icon className="size-4" aria-hidden />
    </button>
  );
}

export function EditorToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: groups.flat().map((tool) => isActive(e, tool)),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const setLink = () => {
    const url = window.prompt("Link URL", (editor.getAttributes("link").href as string | undefined) ?? "");
    if (url === null) return;
    if (url.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: url.trim() }).run();
  };
  const addImage = () => {
    const url = window.prompt("Image URL")?.trim();
    // The sanitizer keeps only http(s) images and our own uploads; refuse anything else up front.
    if (url && /^(https?:\/\/|\/api\/uploads\/)/.test(url)) chain().setImage({ src: url }).run();
  };

  let index = 0;
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="sticky top-0 z-10 flex flex-wrap items-center gap-0.5 rounded-t-lg border-b border-slate-200 bg-slate-50 p-1.5"
    >
      {groups.map((group, g) => (
        <span key={g} className="flex items-center gap-0.5">
          {group.map((tool) => {
            const pressed = state.active[index++];
            return (
              <ToolButton
                key={tool.label}
                label={tool.label}
                icon={tool.icon}
                pressed={pressed}
                onClick={() => tool.run(chain(), editor).run()}
              />
            );
          })}
          {divider}
        </span>
      ))}
      <ToolButton label="Link" icon={Link2} pressed={state.link} onClick={setLink} />
      <ToolButton label="Image" icon={ImagePlus} onClick={addImage} />
      {divider}
      <ToolButton label="Undo" icon={Undo2} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton label="Redo" icon={Redo2} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
      {divider}
      <TextStyleControls editor={editor} />
    </div>
  );
}
