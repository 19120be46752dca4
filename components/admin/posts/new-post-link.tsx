import Link from "next/link";
import { Icon } from "@/components/icons/icon";
import { buttonClass } from "@/components/ui/button";

/** The "New Post" button in the dashboard's and the post list's headers. */
export function NewPostLink() {
  return (
    <Link href="/admin/posts/new" className={buttonClass()}>
      <Icon name="FilePlus" className="size-4" />
      New Post
    </Link>
  );
}
