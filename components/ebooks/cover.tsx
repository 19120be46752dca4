import { Icon } from "@/components/icons/icon";
import { cn } from "@/components/ui/cn";

/** The ebook's cover, or a tinted placeholder in its category's colour. */
export function EbookCover({
  src,
  title,
  color,
  className,
}: {
  src: string | null;
  title: string;
  color: string;
  className?: string;
}) {
  if (src) {
    return (
      // Covers may live on any host the admin links to, which next/image would need listed in advance.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={src} alt={`Cover of ${title}`} className={cn("object-cover", className)} loading="lazy" />
    );
  }
  return (
    <div
      className={cn("flex items-center justify-center", className)}
      style={{ backgroundColor: `${color}1f`, color }}
      aria-hidden
    >
      <Icon name="BookOpen" className="size-12" />
    </div>
  );
}
