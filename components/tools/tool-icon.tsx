import {
  Braces,
  Calculator,
  Clapperboard,
  FileDown,
  FileImage,
  Files,
  FileText,
  Hash,
  ImagePlus,
  Lightbulb,
  Link,
  MessageSquareText,
  MonitorPlay,
  ScanSearch,
  Scissors,
  Send,
  ShieldCheck,
  Sparkles,
  Star,
  Tags,
  UserRound,
  Wand2,
  Wrench,
  type LucideIcon,
} from "lucide-react";

// Named imports keep the bundle to the icons the registry uses.
const ICONS: Record<string, LucideIcon> = {
  Braces,
  Calculator,
  Clapperboard,
  FileDown,
  FileImage,
  Files,
  FileText,
  Hash,
  ImagePlus,
  Lightbulb,
  Link,
  MessageSquareText,
  MonitorPlay,
  ScanSearch,
  Scissors,
  Send,
  ShieldCheck,
  Sparkles,
  Star,
  Tags,
  UserRound,
  Wand2,
};

export function ToolIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Wrench;
  return <Icon className={className} aria-hidden="true" />;
}

export function hasIcon(name: string): boolean {
  return name in ICONS;
}
