import { SOCIAL_NETWORKS, type Block } from "@/lib/biolinks/blocks";
import { themeColors, type Theme } from "@/lib/biolinks/themes";
import { embedFor, playerPlaceholder } from "@/lib/biolinks/urls";

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
          {block.sensitive ? (
            <>
              {" "}
              <span className="ml-1 text-xs font-normal opacity-80">18+</span>
            </>
          ) : null}
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
    case "signup":
      return <SignupForm block={block} action={href} buttonStyle={buttonStyle} />;
    case "contact":
      return (
        <div className="space-y-2 rounded-xl border border-current/20 p-4">
          <p className="font-semibold break-words">{block.name}</p>
          {block.organization ? <p className="text-sm break-words">{block.organization}</p> : null}
          {/* A file the phone's contacts app opens (lib/biolinks/vcard.ts): no script, no form. */}
          <a
            href={href}
            download
            style={buttonStyle}
            className="block w-full rounded-xl px-4 py-3 font-semibold shadow-sm"
          >
            Save contact
          </a>
        </div>
      );
    case "embed": {
      const embed = embedFor(block.url);
      if (!embed) return null;
      // The provider's player loads when the visitor presses play, not with the page (playerPlaceholder).
      return (
        <iframe
          srcDoc={playerPlaceholder(embed)}
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

/** A plain form: it works without JavaScript, and the server answers with a page of its own. */
export function SignupForm({
  block,
  action,
  buttonStyle,
}: {
  block: Extract<Block, { type: "signup" }>;
  action: string;
  buttonStyle: React.CSSProperties;
}) {
  const inputId = `signup-${block.id}`;
  return (
    <form method="post" action={action} className="space-y-2 rounded-xl border border-current/20 p-4">
      <p className="font-semibold">{block.title}</p>
      <input type="hidden" name="blockId" value={block.id} />
      {/* Left empty by people; bots that fill every field are refused. */}
      <div aria-hidden="true" className="absolute -left-[9999px]">
        <label>
          Leave this empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Your e-mail address
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
        />
        <button type="submit" style={buttonStyle} className="rounded-lg px-4 py-2 text-sm font-semibold">
          {block.buttonLabel}
        </button>
      </div>
    </form>
  );
}
