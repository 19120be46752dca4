import { Icon } from "@/components/icons/icon";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ProsePage } from "@/components/site/prose-page";
import { faqEntries } from "@/lib/content/faq";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "FAQ",
  description:
    "Answers about Creatorkit: is it free, do you need an account, what happens to your tool inputs and PDFs, usage limits, ebooks, the newsletter, content ownership and AI accuracy.",
  path: "/faq",
});

const faqJsonLd = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: faqEntries.map((entry) => ({
    "@type": "Question",
    name: entry.question,
    acceptedAnswer: { "@type": "Answer", text: entry.answer },
  })),
};

export default function FaqPage() {
  return (
    <ProsePage
      title="Frequently asked questions"
      intro="Short answers about how Creatorkit works, what it costs (nothing) and what happens to your data."
    >
      <script
        type="application/ld+json"
        // Escaping "<" keeps a "</script>" inside any answer from closing the tag early.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(faqJsonLd).replace(/</g, "\\u003c") }}
      />
      <div className="space-y-3">
        {faqEntries.map((entry) => (
          <details
            key={entry.question}
            className="group rounded-xl border border-slate-200 bg-white open:border-brand-100 open:bg-brand-50/40"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 group-open:hover:bg-transparent [&::-webkit-details-marker]:hidden">
              {entry.question}
              <Icon
                name="ChevronDown"
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="space-y-3 px-5 pb-5">
              <p>{entry.answer}</p>
              {entry.link ? (
                <p>
                  <Link href={entry.link.href}>{entry.link.label}</Link>
                </p>
              ) : null}
            </div>
          </details>
        ))}
      </div>
      <h2>Still have a question?</h2>
      <p>
        Read more <Link href="/about">about Creatorkit</Link>, or send us a message through the{" "}
        <Link href="/contact">contact page</Link>.
      </p>
    </ProsePage>
  );
}
