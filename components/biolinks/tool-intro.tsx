import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";

const FEATURES = [
  "Several pages per account, each at its own address: /l/your-name",
  "Links, headers, text, social icons and YouTube or Spotify embeds, reordered by drag and drop or keyboard",
  "Show a block only from or until a date, in your time zone; switch blocks off without deleting them",
  "A live phone preview while you edit, seven themes or your own colours (checked for readable contrast)",
  "Clicks and views per day, click-through rate per link, mobile or desktop: no cookies, no stored IP addresses",
  "A QR code of your page as SVG or PNG, for print and posts",
  "Fast for your visitors: the page is cached and readable without JavaScript",
];

/** The Link-in-bio Creator's tool page: what the feature does and where to start. */
export function BioLinkToolIntro() {
  return (
    <section aria-labelledby="biolink-heading" className="space-y-5 rounded-xl border border-slate-200 p-6">
      <h2 id="biolink-heading" className="text-xl font-semibold">
        One link for everything you share
      </h2>
      <p className="text-slate-700">
        Put one address in your Instagram, TikTok or YouTube profile and send visitors to all your links from
        there. Free, with a Creatorkit account.
      </p>
      <ul className="list-disc space-y-1 pl-5 text-slate-700">
        {FEATURES.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link href="/login?next=/dashboard" className={buttonClass("primary")}>
          Create your free page
        </Link>
        <Link href="/dashboard" className={buttonClass("secondary")}>
          Open your dashboard
        </Link>
      </div>
    </section>
  );
}
