import {
  BookOpen,
  FilePlus,
  Files,
  FolderTree,
  Inbox,
  LayoutDashboard,
  Link2,
  Library,
  ListChecks,
  Mail,
  Newspaper,
  PlusSquare,
  Server,
  ShieldCheck,
  Tags,
  UserCog,
  Users,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

export const adminNav: { title: string; items: NavItem[] }[] = [
  {
    title: "Blogs",
    items: [
      { href: "/admin", label: "Dashboard", icon: LayoutDashboard },
      { href: "/admin/posts", label: "All Posts", icon: ListChecks },
      { href: "/admin/posts/new", label: "New Post", icon: FilePlus },
      { href: "/admin/categories", label: "Categories", icon: FolderTree },
      { href: "/admin/tags", label: "Tags", icon: Tags },
    ],
  },
  {
    title: "Ebooks",
    items: [
      { href: "/admin/ebooks", label: "All Ebooks", icon: Library },
      { href: "/admin/ebooks/new", label: "Add New", icon: PlusSquare },
      { href: "/admin/ebook-categories", label: "Categories", icon: BookOpen },
    ],
  },
  {
    title: "Site",
    items: [
      { href: "/admin/newsletter", label: "Newsletter", icon: Newspaper },
      { href: "/admin/subscribers", label: "Subscribers", icon: Users },
      { href: "/admin/inbox", label: "Inbox", icon: Inbox },
      { href: "/admin/outbox", label: "Outbox", icon: Mail },
      { href: "/admin/files", label: "Files", icon: Files },
      { href: "/admin/system", label: "System", icon: Server },
      { href: "/admin/users", label: "Users", icon: UserCog },
      { href: "/admin/bio-pages", label: "Bio pages", icon: Link2 },
      { href: "/admin/account", label: "Your account", icon: ShieldCheck },
    ],
  },
];
