"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/form-controls";
import type { EbookFormValues } from "@/lib/ebooks/form-values";

const checkboxClass = "size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500";

/** Status, featured, pricing and the book's facts. */
export function EbookPublishingFields({
  values,
  error,
  statusOptions,
}: {
  values: EbookFormValues;
  error: (field: string) => string | undefined;
  statusOptions: { value: string; label: string }[];
}) {
  const [isFree, setIsFree] = useState(values.isFree === "on");
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="font-semibold">Publishing</h2>
      <SelectField
        label="Status"
        name="status"
        defaultValue={values.status ?? "draft"}
        options={statusOptions}
        error={error("status")}
      />
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="featured"
          defaultChecked={values.featured === "on"}
          className={`${checkboxClass} mt-0.5`}
        />
        <span>
          <span className="block font-medium text-slate-800">Featured</span>
          <span className="text-slate-500">Show on homepage</span>
        </span>
      </label>
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          name="isFree"
          checked={isFree}
          onChange={(e) => setIsFree(e.target.checked)}
          className={checkboxClass}
        />
        Free Ebook
      </label>
      {isFree ? null : (
        <Field
          label="Price ($)"
          name="price"
          type="number"
          min={0}
          step={0.01}
          defaultValue={values.price ?? "0"}
          error={error("price")}
        />
      )}
      <div className="grid grid-cols-2 gap-3">
        <Field
          label="Pages"
          name="pages"
          type="number"
          min={0}
          step={1}
          defaultValue={values.pages ?? ""}
          error={error("pages")}
        />
        <Field
          label="Language"
          name="language"
          defaultValue={values.language ?? "en"}
          error={error("language")}
        />
      </div>
    </div>
  );
}
