import * as lucide from "lucide";
import type { IconNode } from "lucide";

// The icons pages draw from one cached sprite (sprite.ts, components/icons/icon.tsx), as lucide's shapes.
// lucide-react's icons are client components: each one a server component drew put its shapes into the
// page twice (the SVG, then the same data in the RSC payload) and hydrated as a component of its own.
// The tools' screens, the editor and the dashboards keep lucide-react. Only the server reads this file
// (the sprite's route, made at build), so taking lucide whole costs no browser a byte; pages import its type.
const NAMES = [
  "ArrowLeft",
  "BookOpen",
  "Braces",
  "Calculator",
  "Calendar",
  "ChevronDown",
  "ChevronLeft",
  "ChevronRight",
  "Clapperboard",
  "Contrast",
  "Crop",
  "Database",
  "Download",
  "Eye",
  "EyeOff",
  "FileDiff",
  "FileDown",
  "FileImage",
  "FileMinus",
  "FileOutput",
  "FilePen",
  "FilePlus",
  "FileText",
  "FileX",
  "Files",
  "FolderTree",
  "Grid2x2",
  "Hash",
  "Image",
  "ImagePlus",
  "Layers",
  "LayoutGrid",
  "Lightbulb",
  "Link",
  "ListChecks",
  "ListOrdered",
  "Lock",
  "LockOpen",
  "Menu",
  "MessageSquareText",
  "MonitorPlay",
  "Pencil",
  "Plus",
  "RotateCw",
  "ScanSearch",
  "ScanText",
  "Scissors",
  "Search",
  "Send",
  "ShieldCheck",
  "Signature",
  "Sparkles",
  "Stamp",
  "Star",
  "Tags",
  "Trash2",
  "UserRound",
  "Wand2",
  "Wrench",
  "X",
] as const satisfies readonly (keyof typeof lucide)[];

export type IconName = (typeof NAMES)[number];

export const ICONS = Object.fromEntries(NAMES.map((name) => [name, lucide[name] as IconNode])) as Record<
  IconName,
  IconNode
>;

export const isIconName = (name: string): name is IconName => Object.hasOwn(ICONS, name);
