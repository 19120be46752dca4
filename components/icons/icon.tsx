import type { IconName } from "@/lib/icons/set";
import { cn } from "@/components/ui/cn";
import { iconHref } from "@/lib/icons/paths";

/**
 * A lucide icon as a reference into the cached sprite (lib/icons): a few bytes in the page and nothing of
 * its own to hydrate. Its stroke comes from the `icon` class (app/globals.css) and reaches the symbol's
 * shapes by inheritance, so `text-*`, `fill-*` and `size-*` classes style it as they do lucide-react's
 * icons. Always decorative: the text or label beside it names it.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn("icon", className)}>
      <use href={iconHref(name)} />
    </svg>
  );
}
