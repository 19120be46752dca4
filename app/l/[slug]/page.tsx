import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { BioPageView } from "@/components/biolinks/bio-page-view";
import { ShareButtons } from "@/components/biolinks/share-buttons";
import { ViewBeacon } from "@/components/biolinks/view-beacon";
import { JsonLd } from "@/components/blog/json-ld";
import { clickPath, publicPath, signupPath } from "@/lib/biolinks/paths";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { bioPageMetadata, pageName, profilePageJsonLd } from "@/lib/biolinks/seo";
import { themeColors } from "@/lib/biolinks/themes";
import { absoluteUrl } from "@/lib/site-url";
import { storedFileUrl } from "@/lib/storage/types";

// Outside the site layout. Rendered on first request, cached, refreshed the moment its owner saves, and
// at most a minute old so scheduled blocks come and go on time. No client JavaScript is needed to read it.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPublicPage((await params).slug);
  return page ? bioPageMetadata(page) : {};
}

export default async function BioPage({ params }: Props) {
  const page = await getPublicPage((await params).slug);
  if (!page) notFound();
  const colors = themeColors(page.theme);
  return (
    <main className="min-h-screen" style={{ backgroundColor: colors.background, color: colors.text }}>
      <JsonLd data={profilePageJsonLd(page)} />
      <BioPageView
        page={{ ...page, avatarUrl: page.avatarKey ? storedFileUrl(page.avatarKey) : null }}
        linkHref={(block) =>
          block.type === "signup" ? signupPath(page.slug) : clickPath(page.slug, block.id)
        }
      />
      <footer className="space-y-4 pb-10 text-center">
        <ShareButtons
          url={absoluteUrl(publicPath(page.slug))}
          title={pageName(page)}
          style={{ borderColor: colors.text, color: colors.text }}
        />
        <Link href="/" prefetch={false} className="text-sm underline">
          Made with Creatorkit
        </Link>
      </footer>
      <ViewBeacon slug={page.slug} />
    </main>
  );
}
