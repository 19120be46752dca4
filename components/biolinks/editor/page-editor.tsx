"use client";

import { useState, useTransition } from "react";
import { isVisible, type Block } from "@/lib/biolinks/blocks";
import { savePageAction } from "@/lib/biolinks/actions";
import { publicPath } from "@/lib/biolinks/paths";
import { zonedToUtc } from "@/lib/biolinks/time-zone";
import { BIO_MAX, type PageDraft } from "@/lib/biolinks/validation";
import type { ActionState } from "@/lib/action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AvatarField } from "./avatar-field";
import { BlockList } from "./block-list";
import { PhonePreview } from "./phone-preview";
import { SettingsFields } from "./settings-fields";
import { TextInput } from "./text-input";
import { ThemePicker } from "./theme-picker";
import { useDraftErrors } from "./use-draft-errors";

function shownNow(block: Block, timeZone: string, now: Date): boolean {
  const at = (local: string) => (local ? zonedToUtc(local, timeZone) : null);
  return isVisible(
    { enabled: block.enabled, showFrom: at(block.showFrom), showUntil: at(block.showUntil) },
    now,
  );
}

export function PageEditor({
  pageId,
  slug,
  initial,
  avatarUrl,
  timeZones,
}: {
  pageId: string;
  slug: string;
  initial: PageDraft;
  avatarUrl: string | null;
  timeZones: string[];
}) {
  const [draft, setDraft] = useState(initial);
  const [avatar, setAvatar] = useState(avatarUrl);
  const [status, setStatus] = useState<ActionState>(null);
  const [saving, startSaving] = useTransition();
  const { error, check } = useDraftErrors();
  const set = <K extends keyof PageDraft>(key: K, value: PageDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const now = new Date();
  const hiddenNow = (block: Block) => !shownNow(block, draft.timeZone, now);

  function save() {
    const checked = check(draft);
    if (!checked.ok) return setStatus(checked);
    startSaving(async () => {
      const data = new FormData();
      data.set("pageId", pageId);
      data.set("draft", JSON.stringify(draft));
      // What was typed stays in state whatever the answer, so a failed save loses nothing.
      setStatus(await savePageAction(null, data));
    });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_340px]">
      <div className="space-y-8">
        <section
          aria-labelledby="profile-heading"
          className="space-y-4 rounded-xl border border-slate-200 p-6"
        >
          <h2 id="profile-heading" className="text-lg font-semibold">
            Profile
          </h2>
          <AvatarField pageId={pageId} url={avatar} onChange={setAvatar} />
          <TextInput
            id="displayName"
            label="Display name"
            value={draft.displayName}
            maxLength={50}
            error={error("displayName")}
            onChange={(v) => set("displayName", v)}
          />
          <TextInput
            id="bio"
            label="Bio"
            multiline
            value={draft.bio}
            maxLength={BIO_MAX}
            error={error("bio")}
            hint={`${draft.bio.length}/${BIO_MAX} characters`}
            onChange={(v) => set("bio", v)}
          />
          <ThemePicker
            theme={draft.theme}
            onChange={(t) => set("theme", t)}
            error={error("theme.colors.text") ?? error("theme.colors.buttonText")}
          />
        </section>
        <section
          aria-labelledby="blocks-heading"
          className="space-y-4 rounded-xl border border-slate-200 p-6"
        >
          <h2 id="blocks-heading" className="text-lg font-semibold">
            Blocks
          </h2>
          <BlockList
            blocks={draft.blocks}
            onChange={(blocks) => set("blocks", blocks)}
            hiddenNow={hiddenNow}
            error={error}
          />
        </section>
        <SettingsFields slug={slug} draft={draft} set={set} error={error} timeZones={timeZones} />
        <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 py-4">
          <Button onClick={save} disabled={saving}>
            {saving ? "Saving..." : "Save"}
          </Button>
          <a
            href={publicPath(slug)}
            target="_blank"
            rel="noopener"
            className="text-sm text-brand-700 underline"
          >
            View public page
          </a>
          <div aria-live="polite" className="flex-1">
            {status?.message ? <Alert tone={status.ok ? "success" : "error"}>{status.message}</Alert> : null}
          </div>
        </div>
      </div>
      <PhonePreview
        page={{
          displayName: draft.displayName,
          bio: draft.bio,
          avatarUrl: avatar,
          theme: draft.theme,
          blocks: draft.blocks.filter((b) => !hiddenNow(b)),
        }}
      />
    </div>
  );
}
