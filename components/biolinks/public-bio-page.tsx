import { BioPageView } from "@/components/biolinks/bio-page-view";
import { InAppNotice } from "@/components/biolinks/in-app-notice";
import { ShareButtons } from "@/components/biolinks/share-buttons";
import { ViewBeacon } from "@/components/biolinks/view-beacon";
import { JsonLd } from "@/components/blog/json-ld";
import { Link } from "@/components/ui/link";
import type { PageAddress } from "@/lib/biolinks/page-address";
import type { PublicPage } from "@/lib/biolinks/public-queries";
import { pageName, profilePageJsonLd } from "@/lib/biolinks/seo";
import { themeColors } from "@/lib/biolinks/themes";
import { absoluteUrl } from "@/lib/site-url";
import { storedFileUrl } from "@/lib/storage/types";

/** A public page as visitors see it, at `address` (/l/{slug}, or the root of its own domain). */
export function PublicBioPage({ page, address }: { page: PublicPage; address: PageAddress }) {
  const colors = themeColors(page.theme);
  const onDomain = address.page === "/";
  const made = "Made with Creatorkit";
  return (
    <main className="min-h-screen" style={{ backgroundColor: colors.background, color: colors.text }}>
      <JsonLd data={profilePageJsonLd(page)} />
      <InAppNotice style={{ borderColor: colors.text, color: colors.text }} />
      <BioPageView
        page={{
          ...page,
          // On a creator's domain, stored images are fetched from the site (the domain serves the page only).
          avatarUrl: page.avatarKey
            ? onDomain
              ? absoluteUrl(storedFileUrl(page.avatarKey))
              : storedFileUrl(page.avatarKey)
            : null,
        }}
        linkHref={(block) =>
          block.type === "signup"
            ? address.signup
            : block.type === "contact"
              ? address.contact(block.id)
              : address.click(block.id)
        }
      />
      <footer className="space-y-4 pb-10 text-center">
        <ShareButtons
          url={address.canonical}
          title={pageName(page)}
          style={{ borderColor: colors.text, color: colors.text }}
        />
        {onDomain ? (
          <a href={absoluteUrl("/")} className="text-sm underline">
            {made}
          </a>
        ) : (
          <Link href="/" prefetch={false} className="text-sm underline">
            {made}
          </Link>
        )}
      </footer>
      <ViewBeacon path={address.view} />
    </main>
  );
}
