import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ProsePage } from "@/components/site/prose-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "About Us",
  description:
    "Creatorkit is a free set of 20+ AI content tools, guides and ebooks for content creators, SEO marketers, AI writers and visual creators. No payment, no account needed.",
  path: "/about",
});

const audiences = [
  {
    name: "Content Creators",
    text: "Captions sized for each platform, hashtags built from your own keywords, bios, video scripts and a link-in-bio page that gathers everything you publish.",
  },
  {
    name: "SEO Marketers",
    text: "SEO blog drafts, blog ideas, meta tags and a keyword plan, schema markup to paste into a page, and an E-E-A-T score for the pages you already have.",
  },
  {
    name: "AI Writers",
    text: "A prompt generator for better first drafts, a humanizer that makes them sound like you, and a plagiarism check before you hit publish.",
  },
  {
    name: "Visual Creators",
    text: "An image generator in eight styles, plus a PDF toolkit that runs right in your browser: compress, merge, split, organise, rotate, number, watermark, sign, protect and unlock PDFs, or turn pages into images and images into a PDF.",
  },
] as const;

export default function AboutPage() {
  return (
    <ProsePage
      title="About Creatorkit"
      intro="Creatorkit is a free toolbox for people who publish online: 20+ AI content tools, a blog and free ebooks, in one place and without a paywall."
    >
      <h2>What Creatorkit is</h2>
      <p>
        Most of the work behind a post is not the idea; it is the caption, the hashtags, the bio that needs
        updating, the script, the meta description, the PDF that has to be merged before it can be sent.
        Creatorkit gathers small, focused tools for those jobs. Each one does one thing, asks only for what it
        needs and gives you a result you can copy, edit and use.
      </p>
      <p>
        Alongside the <Link href="/tools">tools</Link>, the <Link href="/blog">blog</Link> covers AI tools,
        content creation, SEO, marketing, branding, networking, productivity and social media, and the{" "}
        <Link href="/ebooks">ebooks</Link> are practical guides you can download and keep. A newsletter brings
        new guides and tools to your inbox if you want them.
      </p>

      <h2>Who it is for</h2>
      <p>Creatorkit is built around four kinds of work:</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {audiences.map((audience) => (
          <section key={audience.name} className="rounded-xl border border-slate-200 bg-slate-50 p-5">
            <h3>{audience.name}</h3>
            <p className="mt-2 text-sm leading-6">{audience.text}</p>
          </section>
        ))}
      </div>
      <p>
        Online shops get a tool of their own too: an after-sales calculator for the costs that come after the
        sale.
      </p>

      <h2>What is free</h2>
      <p>Everything. There is no paid plan, no trial and no card to enter:</p>
      <ul>
        <li>every tool, as often as the fair-use limit allows;</li>
        <li>every blog post and every ebook, downloaded without giving an e-mail address;</li>
        <li>the newsletter, which you can leave with one click from any e-mail.</li>
      </ul>
      <p>
        You do not need an account to use any of it. An account is optional and only needed to create and edit
        link-in-bio pages. To keep the tools free and fast for everyone, each visitor can run a limited number
        of generations per hour; once the hour is up, you can carry on.
      </p>

      <h2>How the AI tools work here</h2>
      <p>The writing tools produce their results in one of two ways, depending on how this site is set up:</p>
      <ul>
        <li>
          <strong>A connected AI provider.</strong> When the site has an AI provider configured (such as
          OpenAI, Anthropic, Google or a self-hosted open model), your input is sent to that model and the
          result streams back as it is written.
        </li>
        <li>
          <strong>The built-in offline engine.</strong> Without a provider, Creatorkit&apos;s own engine
          writes the result on our server. It needs no outside service and answers instantly. It works from
          your keywords and each platform&apos;s rules, so the output is specific to what you asked, and
          results from it are labelled so you always know which one you got.
        </li>
      </ul>
      <p>
        Either way, we do not store what you type into a tool or the result it gives you. The PDF tools are
        different again: they run entirely in your browser, so your files never leave your device.
      </p>
      <p>
        AI output is a draft, not a verdict. Read it, check facts and numbers, and make it yours before you
        publish; the <Link href="/disclaimer">disclaimer</Link> explains why.
      </p>

      <h2>How we treat your data</h2>
      <p>
        Creatorkit has no advertising trackers and does not sell data. To count downloads and views and to
        apply the fair-use limit, we keep a salted hash of your IP address, never the address itself. The{" "}
        <Link href="/privacy-policy">privacy policy</Link> lists everything we collect and why.
      </p>

      <h2>Get in touch</h2>
      <p>
        Questions, ideas for a new tool or a result that did not look right? The <Link href="/faq">FAQ</Link>{" "}
        answers the common questions, and the <Link href="/contact">contact page</Link> reaches us for
        everything else.
      </p>
    </ProsePage>
  );
}
