"use client";

import { Link } from "@/components/ui/link";
import { domainSettingsPath } from "@/lib/biolinks/paths";
import type { PageDraft } from "@/lib/biolinks/validation";
import { inputClass } from "@/components/ui/field";
import { TextInput } from "./text-input";

/** Title, publishing, time zone (for schedules), SEO, and the way to the page's own domain. */
export function SettingsFields({
  slug,
  draft,
  set,
  error,
  timeZones,
}: {
  slug: string;
  draft: PageDraft;
  /** From the server, so the server's and the browser's renders list the same zones. */
  timeZones: string[];
  set: <K extends keyof PageDraft>(key: K, value: PageDraft[K]) => void;
  error: (path: string) => string | undefined;
}) {
  const zones = timeZones.includes(draft.timeZone) ? timeZones : [draft.timeZone, ...timeZones];
  return (
    <section aria-labelledby="settings-heading" className="space-y-4 rounded-xl border border-slate-200 p-6">
      <h2 id="settings-heading" className="text-lg font-semibold">
        Page settings
      </h2>
      <TextInput
        id="title"
        label="Page title"
        value={draft.title}
        maxLength={60}
        error={error("title")}
        onChange={(v) => set("title", v)}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.published}
          onChange={(e) => set("published", e.target.checked)}
        />
        Public (visitors can open the page)
      </label>
      <div className="space-y-1">
        <label htmlFor="timeZone" className="block text-sm font-medium text-slate-700">
          Time zone for schedules
        </label>
        <select
          id="timeZone"
          className={inputClass}
          value={draft.timeZone}
          onChange={(e) => set("timeZone", e.target.value)}
        >
          {zones.map((zone) => (
            <option key={zone}>{zone}</option>
          ))}
        </select>
      </div>
      <h3 className="pt-2 font-semibold">Search engines</h3>
      <TextInput
        id="seoTitle"
        label="SEO title"
        value={draft.seoTitle}
        maxLength={70}
        error={error("seoTitle")}
        hint="Defaults to the display name"
        onChange={(v) => set("seoTitle", v)}
      />
      <TextInput
        id="seoDescription"
        label="SEO description"
        multiline
        value={draft.seoDescription}
        maxLength={160}
        error={error("seoDescription")}
        hint="Defaults to the bio"
        onChange={(v) => set("seoDescription", v)}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={draft.noindex} onChange={(e) => set("noindex", e.target.checked)} />
        Hide from search engines (noindex)
      </label>
      <p className="text-sm text-slate-700">
        Your own domain (links.yourname.com):{" "}
        <Link href={domainSettingsPath(slug)} className="text-brand-700 underline">
          Custom domain
        </Link>
      </p>
    </section>
  );
}
