import type { Metadata } from "next";
import { ContactForm } from "@/components/contact/contact-form";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Contact Us",
  description: "Questions, ideas for new tools or a problem with the site? Write to the Creatorkit team.",
  path: "/contact",
});

export default function ContactPage() {
  return (
    <main className="mx-auto max-w-2xl space-y-8 px-4 py-16">
      <header className="space-y-2">
        <h1 className="text-4xl font-bold">Contact Us</h1>
        <p className="text-lg text-slate-600">
          A question, an idea for a new tool, or something that does not work as it should? Tell us: every
          message is read by a person.
        </p>
      </header>
      <ContactForm />
    </main>
  );
}
