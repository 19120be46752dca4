"use client";

import { useActionState, useState } from "react";
import type { ActionState } from "@/lib/action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/form-controls";
import type { TermRow } from "@/lib/blog/queries";
import { ColorPicker } from "./color-picker";
import type { termWords } from "./words";
import { useDerivedSlug } from "@/components/admin/use-derived-slug";

type Words = (typeof termWords)[keyof typeof termWords];

export function TermForm({
  term,
  words,
  save,
  onSaved,
  onCancel,
}: {
  term: TermRow | null;
  words: Words;
  save: (state: ActionState, formData: FormData) => Promise<ActionState>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(term?.name ?? "");
  const derived = useDerivedSlug(term?.slug);
  const [color, setColor] = useState(term?.color ?? words.defaultColor);
  const [state, action, pending] = useActionState(async (previous: ActionState, formData: FormData) => {
    const result = await save(previous, formData);
    if (result?.ok) onSaved();
    return result;
  }, null);
  const failed = state && !state.ok ? state : null;
  return (
    <form action={action} className="space-y-4">
      <div aria-live="polite">
        {failed ? <Alert tone="error">{words.saveError(failed.message || undefined)}</Alert> : null}
      </div>
      {term ? <input type="hidden" name="id" value={term.id} /> : null}
      <Field
        label="Name *"
        name="name"
        required
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          derived.follow(e.target.value);
        }}
        error={failed?.fieldErrors?.name?.[0]}
      />
      <Field
        label="Slug *"
        name="slug"
        required
        value={derived.slug}
        onChange={(e) => {
          derived.type(e.target.value);
        }}
        error={failed?.fieldErrors?.slug?.[0]}
      />
      <TextareaField
        label="Description"
        name="description"
        defaultValue={failed?.values?.description ?? term?.description ?? ""}
        error={failed?.fieldErrors?.description?.[0]}
      />
      <ColorPicker value={color} onChange={setColor} />
      {failed?.fieldErrors?.color ? (
        <p className="text-sm text-red-600">{failed.fieldErrors.color[0]}</p>
      ) : null}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : term ? "Update" : "Create"}
        </Button>
      </div>
    </form>
  );
}
