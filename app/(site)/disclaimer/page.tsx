import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ProsePage } from "@/components/site/prose-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Disclaimer",
  description:
    "The limits of Creatorkit's AI tools, scores, blog and ebooks: results are drafts to review, not professional advice, and no ranking, growth or originality is guaranteed.",
  path: "/disclaimer",
});

export default function DisclaimerPage() {
  return (
    <ProsePage
      title="Disclaimer"
      intro="Creatorkit's tools, blog and ebooks are here to help you create faster. This page explains what they can and cannot promise, so you know when to double-check."
      lastUpdated="2026-11-21"
    >
      <h2 id="general-information">General information, not professional advice</h2>
      <p>
        Everything on Creatorkit, from tool results to blog posts and ebooks, is general information for
        creators. It is not legal, financial, tax, medical or other professional advice, and it does not take
        your particular situation into account. For decisions in those areas, talk to a qualified
        professional.
      </p>

      <h2 id="ai-content">AI-generated content</h2>
      <p>
        The writing and image tools produce their results automatically, with a configured AI provider or with
        our built-in offline engine. Either way, a result can:
      </p>
      <ul>
        <li>state facts, figures, quotes or sources that are wrong or made up;</li>
        <li>be out of date, especially about platform features, algorithms or prices;</li>
        <li>reflect biases or miss context about your audience, brand or market;</li>
        <li>resemble text or images that other people have received or already published.</li>
      </ul>
      <p>
        The built-in engine works from your keywords and each platform&apos;s rules; it does not know facts
        about your business or the news. Treat every result as a draft: read it, check it and edit it before
        you publish, and follow the rules of each platform about disclosing AI-generated content.
      </p>

      <h2 id="scores-and-checks">Scores, checks and estimates</h2>
      <ul>
        <li>
          <strong>Plagiarism check:</strong> it cannot compare your text with everything ever published. A
          clean result does not prove that a text is original, and a match does not prove that it was copied.
        </li>
        <li>
          <strong>E-E-A-T score and SEO helpers:</strong> they apply published guidance and common practice.
          They are not made or endorsed by Google or any other search engine, and no score, meta tag or
          keyword plan guarantees a ranking.
        </li>
        <li>
          <strong>Humanizer:</strong> it rewrites text to read more naturally. We make no promise about how
          any AI detector will rate the result, and using it where a school, publisher or platform forbids
          AI-written work is your responsibility.
        </li>
        <li>
          <strong>After-sales calculator:</strong> its figures are estimates based only on the numbers you
          enter. Check them against your own accounts before you rely on them.
        </li>
      </ul>

      <h2 id="images">Generated images</h2>
      <p>
        A generated image may look like an existing work, a real person, a logo or a trademark. Check an image
        before you use it commercially, and do not use the image tools to make misleading pictures of real
        people or events.
      </p>

      <h2 id="no-guaranteed-results">No guaranteed results</h2>
      <p>
        Tips, strategies and examples on Creatorkit show what has worked for others or illustrate an idea. We
        cannot promise that they will bring you followers, engagement, traffic, rankings or sales: those
        depend on your content, your audience and on platforms that change their rules often.
      </p>

      <h2 id="content-over-time">Blog posts and ebooks over time</h2>
      <p>
        Each blog post and ebook reflects what its author knew when it was written. Platforms and search
        engines change quickly, so advice that was right when it was published may since have changed.
      </p>

      <h2 id="platforms-and-links">Platforms, trademarks and other websites</h2>
      <p>
        Creatorkit is independent. It is not affiliated with, sponsored or endorsed by Instagram, Facebook,
        TikTok, YouTube, LinkedIn, X, Google, OpenAI, Anthropic or any other company named on the site; their
        names and trademarks belong to their owners. Links to other websites are provided for convenience, and
        we are not responsible for their content.
      </p>

      <h2 id="contact">Found a mistake?</h2>
      <p>
        If a tool gives a result that looks wrong, or a post or ebook contains an error, please tell us
        through the <Link href="/contact">contact page</Link>. Using Creatorkit is also governed by our{" "}
        <Link href="/terms-of-service">terms of service</Link> and{" "}
        <Link href="/privacy-policy">privacy policy</Link>.
      </p>
    </ProsePage>
  );
}
