import { Link } from "@/components/ui/link";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { legalLinks } from "./nav-links";

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-2">
          <p className="text-lg font-bold">Creatorkit</p>
          <p className="max-w-sm text-sm text-slate-600">
            Free AI tools, guides and ebooks for creators, marketers and writers. Free forever, no account
            needed.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-slate-600 hover:text-slate-900 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Creatorkit. All rights reserved.
      </p>
    </footer>
  );
}
