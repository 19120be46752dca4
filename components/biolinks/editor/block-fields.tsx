"use client";

import { SOCIAL_NETWORKS, type Block, type SocialNetwork } from "@/lib/biolinks/blocks";
import { inputClass } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { TextInput } from "./text-input";

type Errors = (field: string) => string | undefined;

/** The fields a block type adds: title and URL of a link, text of a header, profiles of a social row. */
export function BlockFields({
  block,
  onChange,
  error,
}: {
  block: Block;
  onChange: (b: Block) => void;
  error: Errors;
}) {
  const id = (field: string) => `block-${block.id}-${field}`;
  switch (block.type) {
    case "link":
      return (
        <div className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextInput
              id={id("title")}
              label="Title"
              value={block.title}
              maxLength={80}
              error={error("title")}
              onChange={(title) => onChange({ ...block, title })}
            />
            <TextInput
              id={id("url")}
              label="URL"
              type="url"
              value={block.url}
              error={error("url")}
              hint="https://, http://, mailto: or tel:"
              onChange={(url) => onChange({ ...block, url })}
            />
          </div>
          <details
            className="text-sm"
            open={Boolean(
              block.passwordHash ||
              block.password ||
              block.clickLimit !== undefined ||
              block.sensitive ||
              error("password") ||
              error("clickLimit"),
            )}
          >
            <summary className="cursor-pointer text-slate-700">Lock and limits</summary>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <TextInput
                id={id("password")}
                label={block.passwordHash ? "New password (optional)" : "Password (optional)"}
                type="password"
                autoComplete="new-password"
                value={block.password ?? ""}
                maxLength={100}
                error={error("password")}
                hint={
                  block.passwordHash
                    ? "Locked: visitors type its password before the link opens"
                    : "Visitors type it before the link opens (6 characters at least)"
                }
                onChange={(password) => onChange({ ...block, password })}
              />
              <TextInput
                id={id("click-limit")}
                label="Click limit (optional)"
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                value={block.clickLimit === undefined ? "" : String(block.clickLimit)}
                error={error("clickLimit")}
                hint="The link closes after this many clicks"
                onChange={(value) =>
                  onChange({ ...block, clickLimit: value === "" ? undefined : Number(value) })
                }
              />
              {block.passwordHash ? (
                <div className="self-end">
                  <Button
                    variant="ghost"
                    type="button"
                    onClick={() => onChange({ ...block, password: undefined, passwordHash: undefined })}
                  >
                    Remove password
                  </Button>
                </div>
              ) : null}
              <label className="flex items-center gap-2 text-sm sm:col-span-2">
                <input
                  type="checkbox"
                  checked={block.sensitive ?? false}
                  onChange={(event) => onChange({ ...block, sensitive: event.target.checked })}
                />
                Sensitive content: visitors confirm they are 18 or older first
              </label>
            </div>
          </details>
        </div>
      );
    case "header":
    case "text":
      return (
        <TextInput
          id={id("text")}
          label={block.type === "header" ? "Header" : "Text"}
          value={block.text}
          multiline={block.type === "text"}
          maxLength={block.type === "header" ? 80 : 500}
          error={error("text")}
          onChange={(text) => onChange({ ...block, text })}
        />
      );
    case "embed":
      return (
        <TextInput
          id={id("url")}
          label="YouTube or Spotify link"
          type="url"
          value={block.url}
          error={error("url")}
          hint="Plays through youtube-nocookie.com or Spotify's player"
          onChange={(url) => onChange({ ...block, url })}
        />
      );
    case "social":
      return <SocialFields block={block} onChange={onChange} error={error} />;
    case "signup":
      return (
        <div className="space-y-2">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextInput
              id={id("title")}
              label="Title"
              value={block.title}
              maxLength={80}
              error={error("title")}
              onChange={(title) => onChange({ ...block, title })}
            />
            <TextInput
              id={id("button")}
              label="Button label"
              value={block.buttonLabel}
              maxLength={30}
              error={error("buttonLabel")}
              onChange={(buttonLabel) => onChange({ ...block, buttonLabel })}
            />
          </div>
          <p className="text-sm text-slate-600">
            Visitors leave their address and confirm it by e-mail; you find them under Subscribers on your
            dashboard.
          </p>
        </div>
      );
    case "contact":
      return (
        <div className="space-y-2">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextInput
              id={id("name")}
              label="Name"
              value={block.name}
              maxLength={100}
              error={error("name")}
              onChange={(name) => onChange({ ...block, name })}
            />
            <TextInput
              id={id("organization")}
              label="Organisation (optional)"
              value={block.organization}
              maxLength={100}
              error={error("organization")}
              onChange={(organization) => onChange({ ...block, organization })}
            />
            <TextInput
              id={id("phone")}
              label="Phone"
              type="tel"
              value={block.phone}
              maxLength={30}
              error={error("phone")}
              hint="With the country code, e.g. +44 20 7946 0958"
              onChange={(phone) => onChange({ ...block, phone })}
            />
            <TextInput
              id={id("email")}
              label="E-mail"
              type="email"
              value={block.email}
              maxLength={254}
              error={error("email")}
              onChange={(email) => onChange({ ...block, email })}
            />
            <TextInput
              id={id("website")}
              label="Website"
              type="url"
              value={block.website}
              error={error("website")}
              onChange={(website) => onChange({ ...block, website })}
            />
          </div>
          <p className="text-sm text-slate-600">
            Visitors get a &ldquo;Save contact&rdquo; button that adds these details to their phone&rsquo;s
            contacts (a vCard file).
          </p>
        </div>
      );
  }
}

function SocialFields({
  block,
  onChange,
  error,
}: {
  block: Extract<Block, { type: "social" }>;
  onChange: (b: Block) => void;
  error: Errors;
}) {
  const used = new Set(block.links.map((l) => l.network));
  const free = (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).filter((n) => !used.has(n));
  const setLinks = (links: typeof block.links) => onChange({ ...block, links });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Profiles</legend>
      {block.links.map((link, i) => (
        <div key={link.network} className="flex items-end gap-2">
          <label className="sr-only" htmlFor={`block-${block.id}-network-${i}`}>
            Network
          </label>
          <select
            id={`block-${block.id}-network-${i}`}
            value={link.network}
            className={inputClass + " w-36"}
            onChange={(e) =>
              setLinks(
                block.links.map((l, j) => (j === i ? { ...l, network: e.target.value as SocialNetwork } : l)),
              )
            }
          >
            {[link.network, ...free].map((n) => (
              <option key={n} value={n}>
                {SOCIAL_NETWORKS[n]}
              </option>
            ))}
          </select>
          <TextInput
            id={`block-${block.id}-social-${i}`}
            label={`${SOCIAL_NETWORKS[link.network]} URL`}
            className="flex-1"
            value={link.url}
            error={error(`links.${i}.url`)}
            onChange={(url) => setLinks(block.links.map((l, j) => (j === i ? { ...l, url } : l)))}
          />
          <Button
            variant="ghost"
            aria-label={`Remove ${SOCIAL_NETWORKS[link.network]}`}
            onClick={() => setLinks(block.links.filter((_, j) => j !== i))}
          >
            ✕
          </Button>
        </div>
      ))}
      {free.length > 0 ? (
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          onClick={() =>
            setLinks([
              ...block.links,
              { network: free[0]!, url: free[0] === "email" ? "mailto:" : "https://" },
            ])
          }
        >
          Add profile
        </Button>
      ) : null}
    </fieldset>
  );
}
