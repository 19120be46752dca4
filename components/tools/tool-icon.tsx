import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/lib/icons/set";

/** A tool's icon, named in its catalogue entry (typed, so a name outside the icon set does not build). */
export function ToolIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon name={name} className={className} />;
}
