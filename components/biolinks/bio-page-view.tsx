import { SOCIAL_NETWORKS, type Block } from "@/lib/biolinks/blocks";
import { themeColors, type Theme } from "@/lib/biolinks/themes";
import { embedFor } from "@/lib/biolinks/urls";

// One rendering of a bio page, without hooks or client code: the public page renders it on the server
// and the editor's preview renders it in the browser, so the preview is what visitors get.

export interface BioPageContent {
  displayName: string;
  bio: string;
  avatarUrl: string | null;
  theme: Theme;
  blocks: Block[];
}

export function BioPageView({
  page,
  linkHref,
}: {
  page: BioPageContent;
  linkHref: (block: Block) => string;
}) {
  const colors = themeColors(page.theme);
  const button = { backgroundColor: colors.button, color: colors.buttonText };
  return (
    <div style={{ backgroundColor: colors.background, color: colors.text }} className="min-h-full px-5 py-10">
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 text-center">
        {page.avatarUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- stored avatars are already 400 px WebP
          <img
            src={page.avatarUrl}
            alt=""
            width={96}
            height={96}
            className="size-24 rounded-full object-cover"
          />
        ) : null}
        {page.displayName ? <h1 className="text-2xl font-bold">{page.displayName}</h1> : null}
        {page.bio ? <p className="whitespace-pre-line">{page.bio}</p> : null}
        <ul className="flex w-full flex-col gap-3">
          {page.blocks.map((block) => (
            <li key={block.id}>
              <BlockView block={block} href={linkHref(block)} buttonStyle={button} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function BlockView({
  block,
  href,
  buttonStyle,
}: {
  block: Block;
  href: string;
  buttonStyle: React.CSSProperties;
}) {
  switch (block.type) {
    case "link":
      return (
        <a
          href={href}
          rel="noopener noreferrer"
          style={buttonStyle}
          className="block w-full rounded-xl px-4 py-3 font-semibold break-words shadow-sm"
        >
          {block.title}
        </a>
      );
    case "header":
      return <h2 className="pt-2 text-lg font-bold">{block.text}</h2>;
    case "text":
      return <p className="whitespace-pre-line">{block.text}</p>;
    case "social":
      return (
        <ul className="flex flex-wrap justify-center gap-2" aria-label="Social profiles">
          {block.links.map((link) => (
            <li key={link.network}>
              <a
                href={link.url}
                rel="noopener noreferrer me"
                style={buttonStyle}
                className="inline-block rounded-full px-3 py-1.5 text-sm font-medium"
              >
                {SOCIAL_NETWORKS[link.network]}
              </a>
            </li>
          ))}
        </ul>
      );
    case "embed": {
      const embed = embedFor(block.url);
      if (!embed) return null;
      return (
        <iframe
          src={embed.src}
          title={embed.title}
          loading="lazy"
          className="aspect-video w-full rounded-xl border-0"
          allow="encrypted-media; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
        />
      );
    }
  }
}
