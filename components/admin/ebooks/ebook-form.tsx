"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { SelectField, TextareaField } from "@/components/ui/form-controls";
import { slugify } from "@/lib/blog/slug";
import { saveEbook } from "@/lib/ebooks/actions";
import { EBOOK_STATUS_LABELS, REDIRECT_AFTER_SAVE_MS } from "@/lib/ebooks/constants";
import type { EbookFormValues } from "@/lib/ebooks/form-values";
import { EbookFileFields } from "./ebook-file-fields";
import { EbookPublishingFields } from "./ebook-publishing-fields";

const statusOptions = Object.entries(EBOOK_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export function EbookForm({
  initial,
  categories,
}: {
  initial: EbookFormValues;
  categories: { id: string; name: string }[];
}) {
  const router = useRouter();
  const editing = Boolean(initial.id);
  const [state, formAction, pending] = useActionState(saveEbook, null);
  const values = state && !state.ok && state.values ? state.values : initial;
  const [title, setTitle] = useState(initial.title ?? "");
  const [slug, setSlug] = useState(initial.slug ?? "");
  // SPEC §5: an error disappears as soon as its field is edited. A new answer brings a fresh form (its
  // defaults are the submitted values) and fresh errors.
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  const [answer, setAnswer] = useState({ state, version: 0 });
  if (answer.state !== state) {
    setAnswer({ state, version: answer.version + 1 });
    setCleared(new Set());
  }
  const fieldErrors = state && !state.ok ? state.fieldErrors : undefined;
  const error = (field: string) => (cleared.has(field) ? undefined : fieldErrors?.[field]?.[0]);

  useEffect(() => {
    if (!state?.ok) return;
    const timer = setTimeout(() => router.push("/admin/ebooks"), REDIRECT_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [state, router]);

  return (
    <form
      key={answer.version}
      action={formAction}
      noValidate
      onChange={(event) => {
        const { name } = event.target as EventTarget as HTMLInputElement;
        if (name && !cleared.has(name)) setCleared(new Set(cleared).add(name));
      }}
      className="space-y-6"
    >
      <div aria-live="polite">
        {state?.message ? <Alert tone={state.ok ? "success" : "error"}>{state.message}</Alert> : null}
      </div>
      {editing ? <input type="hidden" name="id" value={initial.id} /> : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-6">
          <Field
            label="Title *"
            name="title"
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              // SPEC §4: the slug follows the title only while creating.
              if (!editing) setSlug(slugify(e.target.value));
            }}
            error={error("title")}
            aria-required
          />
          <Field
            label="Slug *"
            name="slug"
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            error={error("slug")}
            aria-required
          />
          <SelectField
            label="Category"
            name="categoryId"
            defaultValue={values.categoryId ?? ""}
            options={[
              { value: "", label: "No category" },
              ...categories.map((c) => ({ value: c.id, label: c.name })),
            ]}
            error={error("categoryId")}
          />
          <TextareaField
            label="Description *"
            name="description"
            rows={6}
            defaultValue={values.description ?? ""}
            error={error("description")}
            aria-required
          />
          <TextareaField
            label="Excerpt"
            name="excerpt"
            rows={3}
            defaultValue={values.excerpt ?? ""}
            error={error("excerpt")}
          />
          <EbookFileFields values={values} error={error} />
        </div>
        <div className="space-y-5">
          <EbookPublishingFields values={values} error={error} statusOptions={statusOptions} />
          <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="font-semibold">SEO</h2>
            <Field
              label="SEO title"
              name="seoTitle"
              defaultValue={values.seoTitle ?? ""}
              error={error("seoTitle")}
            />
            <TextareaField
              label="SEO description"
              name="seoDescription"
              rows={3}
              defaultValue={values.seoDescription ?? ""}
              hint="Left empty, the first 160 characters of the description are used."
              error={error("seoDescription")}
            />
            <Field
              label="SEO keywords"
              name="seoKeywords"
              defaultValue={values.seoKeywords ?? ""}
              error={error("seoKeywords")}
            />
          </div>
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={pending || Boolean(state?.ok)}>
          {pending ? "Saving..." : editing ? "Update Ebook" : "Create Ebook"}
        </Button>
        <Link href="/admin/ebooks" className={buttonClass("secondary")}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
