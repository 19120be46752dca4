import { Link } from "@/components/ui/link";
import { CopyButton } from "@/components/tools/copy-button";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import {
  domainSettingsPath,
  editPath,
  publicPath,
  qrPath,
  statsPath,
  newsletterPath,
  subscribersPath,
} from "@/lib/biolinks/paths";
import { domainUrl } from "@/lib/biolinks/page-address";
import { pageStatus, STATUS_LABELS, type PageStatus } from "@/lib/biolinks/status";
import { DeletePageButton } from "./delete-page-button";

const STATUS_STYLES: Record<PageStatus, string> = {
  public: "bg-green-100 text-green-800",
  draft: "bg-slate-100 text-slate-700",
  unconfirmed: "bg-amber-100 text-amber-900",
  disabled: "bg-red-100 text-red-800",
};

export interface PageRow {
  id: string;
  slug: string;
  title: string;
  published: boolean;
  disabledAt: Date | null;
  views: number;
  clicks: number;
  /** Its verified domain, where the page is shown too. */
  domain: string | null;
}

export function PageList({
  pages,
  emailVerified,
  siteUrl,
}: {
  pages: PageRow[];
  emailVerified: boolean;
  siteUrl: string;
}) {
  if (pages.length === 0)
    return <p className="text-sm text-slate-600">You have no pages yet. Create your first one below.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {pages.map((page) => {
        const status = pageStatus(page, emailVerified);
        const url = page.domain ? domainUrl(page.domain) : `${siteUrl}${publicPath(page.slug)}`;
        return (
          <li key={page.id} aria-label={page.title} className="space-y-3 py-4">
            <div className="flex flex-wrap items-center gap-3">
              <h3 className="font-semibold">{page.title}</h3>
              <Badge className={STATUS_STYLES[status]}>{STATUS_LABELS[status]}</Badge>
            </div>
            <p className="text-sm break-all text-slate-600">{url}</p>
            <p className="text-sm text-slate-700">
              Last 7 days: <strong>{page.views}</strong> {page.views === 1 ? "view" : "views"},{" "}
              <strong>{page.clicks}</strong> {page.clicks === 1 ? "click" : "clicks"}
            </p>
            <div className="flex flex-wrap gap-2">
              <Link href={editPath(page.slug)} className={buttonClass("primary", "px-3 py-1.5")}>
                Edit
              </Link>
              <a
                href={publicPath(page.slug)}
                target="_blank"
                rel="noopener"
                className={buttonClass("secondary", "px-3 py-1.5")}
              >
                View
              </a>
              <CopyButton text={url} label="Copy link" />
              <Link href={statsPath(page.slug)} className={buttonClass("secondary", "px-3 py-1.5")}>
                Statistics
              </Link>
              <Link href={subscribersPath(page.slug)} className={buttonClass("secondary", "px-3 py-1.5")}>
                Subscribers
              </Link>
              <Link href={newsletterPath(page.slug)} className={buttonClass("secondary", "px-3 py-1.5")}>
                Newsletter
              </Link>
              <Link href={domainSettingsPath(page.slug)} className={buttonClass("secondary", "px-3 py-1.5")}>
                Custom domain
              </Link>
              <a href={qrPath(page.slug, "svg")} download className={buttonClass("secondary", "px-3 py-1.5")}>
                QR code (SVG)
              </a>
              <a href={qrPath(page.slug, "png")} download className={buttonClass("secondary", "px-3 py-1.5")}>
                QR code (PNG)
              </a>
              <DeletePageButton pageId={page.id} slug={page.slug} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
