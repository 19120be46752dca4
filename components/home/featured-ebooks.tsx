"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { EbookCard } from "@/components/ebooks/ebook-card";
import type { EbookCard as EbookCardData } from "@/lib/ebooks/public-queries";

type Loaded = EbookCardData[] | null;

/** SPEC: up to 8 featured ebooks; the section is hidden when none exist after loading. */
export function FeaturedEbooks() {
  const [ebooks, setEbooks] = useState<Loaded>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/ebooks/featured?limit=8", { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : { ebooks: [] }))
      .then((body: { ebooks: (EbookCardData & { createdAt: string })[] }) =>
        setEbooks(body.ebooks.map((e) => ({ ...e, createdAt: new Date(e.createdAt) }))),
      )
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") setEbooks([]);
      });
    return () => controller.abort();
  }, []);
  if (!ebooks || ebooks.length === 0) return null;
  return (
    <section aria-labelledby="featured-ebooks" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-ebooks" className="text-3xl font-bold">
            Free ebooks
          </h2>
          <p className="mt-2 text-slate-600">Practical guides to download and keep. No sign-up.</p>
        </div>
        <Link href="/ebooks" className="font-medium text-brand-700 hover:underline">
          Browse all ebooks →
        </Link>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {ebooks.map((ebook) => (
          <EbookCard key={ebook.id} ebook={ebook} />
        ))}
      </div>
    </section>
  );
}
