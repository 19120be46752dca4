import { Image } from "@tiptap/extension-image";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import { TextAlign } from "@tiptap/extension-text-align";
import { TextStyleKit } from "@tiptap/extension-text-style";
import { Placeholder } from "@tiptap/extensions";
import { StarterKit } from "@tiptap/starter-kit";

export const EDITOR_PLACEHOLDER = "Start writing your blog post...";

/** Everything the toolbar offers; the server's sanitizer allows exactly what these produce. */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    // SPEC §9: undo history depth 100, grouping delay 500 ms.
    undoRedo: { depth: 100, newGroupDelay: 500 },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["http", "https", "mailto"],
    },
  }),
  TextAlign.configure({ types: ["heading", "paragraph"] }),
  TextStyleKit.configure({ backgroundColor: false }),
  TaskList,
  TaskItem.configure({ nested: true }),
  Image.configure({ allowBase64: false }),
  Placeholder.configure({ placeholder: EDITOR_PLACEHOLDER }),
];
