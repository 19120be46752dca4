import { ogCard, OG_SIZE } from "@/components/site/og-card";
import { ogAvatar } from "@/lib/biolinks/og-avatar";
import { publicPath } from "@/lib/biolinks/paths";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { pageName } from "@/lib/biolinks/seo";
import { themeColors } from "@/lib/biolinks/themes";

export const revalidate = 60;
export const alt = "Creatorkit link-in-bio page";
export const size = OG_SIZE;
export const contentType = "image/png";

export default async function BioOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const page = await getPublicPage((await params).slug);
  return ogCard({
    avatar: page ? await ogAvatar(page.avatarKey, pageName(page)) : undefined,
    kicker: "Creatorkit link-in-bio",
    title: page ? pageName(page) : "Creatorkit link-in-bio",
    subtitle: page?.bio || undefined,
    accent: page ? themeColors(page.theme).button : undefined,
    facts: page ? [page.domain ?? publicPath(page.slug)] : [],
  });
}
