"use client";

import { useActionState, useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/form-controls";
import { slugify } from "@/lib/blog/slug";
import { saveEbookCategoryAction } from "@/lib/ebooks/actions";
import { DEFAULT_EBOOK_CATEGORY_COLOR } from "@/lib/ebooks/constants";
import type { EbookCategoryRow } from "@/lib/ebooks/queries";

export function EbookCategoryForm({
  category,
  onSaved,
}: {
  category: EbookCategoryRow | null;
  onSaved: () => void;
}) {
  const [state, formAction, pending] = useActionState(saveEbookCategoryAction, null);
  const [name, setName] = useState(category?.name ?? "");
  const [slug, setSlug] = useState(category?.slug ?? "");
  const [description, setDescription] = useState(category?.description ?? "");
  const [color, setColor] = useState(category?.color ?? DEFAULT_EBOOK_CATEGORY_COLOR);
  const fieldErrors = state && !state.ok ? state.fieldErrors : undefined;

  useEffect(() => {
    if (state?.ok) onSaved();
  }, [state, onSaved]);

  return (
    <form
      action={formAction}
      noValidate
      onSubmit={(event) => {
        // SPEC §5: with a blank name or slug, submitting does nothing.
        if (!name.trim() || !slug.trim()) event.preventDefault();
      }}
      className="space-y-4"
    >
      {category ? <input type="hidden" name="id" value={category.id} /> : null}
      <Field
        label="Name *"
        name="name"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          // SPEC §5: for ebook categories the slug is regenerated on every change of the name.
          setSlug(slugify(e.target.value));
        }}
        error={fieldErrors?.name?.[0]}
        aria-required
      />
      <Field
        label="Slug *"
        name="slug"
        value={slug}
        onChange={(e) => setSlug(e.target.value)}
        error={fieldErrors?.slug?.[0]}
        aria-required
      />
      <TextareaField
        label="Description"
        name="description"
        rows={3}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={fieldErrors?.description?.[0]}
      />
      <div className="space-y-1">
        <label htmlFor="color" className="block text-sm font-medium text-slate-700">
          Color
        </label>
        <div className="flex items-center gap-3">
          <input
            type="color"
            aria-label="Pick a color"
            value={/^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_EBOOK_CATEGORY_COLOR}
            onChange={(e) => setColor(e.target.value.toUpperCase())}
            className="h-10 w-14 cursor-pointer rounded border border-slate-300"
          />
          <input
            id="color"
            name="color"
            value={color}
            onChange={(e) => setColor(e.target.value)}
            aria-invalid={fieldErrors?.color ? true : undefined}
            aria-describedby={fieldErrors?.color ? "color-error" : undefined}
            className={inputClass}
          />
        </div>
        {fieldErrors?.color ? (
          <p id="color-error" className="text-sm text-red-600">
            {fieldErrors.color[0]}
          </p>
        ) : null}
      </div>
      <div aria-live="polite">{state && !state.ok ? <Alert tone="error">{state.message}</Alert> : null}</div>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : category ? "Update" : "Create"}
        </Button>
      </div>
    </form>
  );
}
