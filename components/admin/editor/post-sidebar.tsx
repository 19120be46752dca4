"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { SelectField, TextareaField } from "@/components/ui/form-controls";
import type { FieldErrors } from "@/lib/action";
import { STATUS_LABELS } from "@/lib/blog/constants";
import type { EditablePost } from "@/lib/blog/editable-post";
import type { TermRef } from "@/lib/blog/embed";
import type { PostStatus } from "@/lib/db/tables/blog";
import { CategoryPicker } from "./category-picker";
import { ScheduleField } from "./schedule-field";
import { TagPicker } from "./tag-picker";

const box = "space-y-4 rounded-xl border border-slate-200 bg-white p-5";

export function PostSidebar({
  post,
  categories,
  tags,
  errors,
  status,
  onStatusChange,
  onChange,
}: {
  post: EditablePost | null;
  categories: TermRef[];
  tags: TermRef[];
  errors?: FieldErrors;
  status: PostStatus;
  onStatusChange: (status: PostStatus) => void;
  onChange: () => void;
}) {
  const [categoryId, setCategoryId] = useState(post?.categoryId ?? null);
  const [tagIds, setTagIds] = useState(post?.tagIds ?? []);
  return (
    <aside className="space-y-6" aria-label="Post settings">
      <section className={box}>
        <SelectField
          label="Status"
          name="status"
          value={status}
          onChange={(e) => {
            onStatusChange(e.target.value as PostStatus);
            onChange();
          }}
          options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
          error={errors?.status?.[0]}
        />
        {status === "scheduled" ? (
          <ScheduleField
            initialIso={post?.scheduledPublishAt ?? null}
            error={errors?.scheduledPublishAt?.[0]}
            onChange={onChange}
          />
        ) : null}
        <CategoryPicker
          categories={categories}
          value={categoryId}
          onChange={(id) => {
            setCategoryId(id);
            onChange();
          }}
        />
        <TagPicker
          tags={tags}
          value={tagIds}
          onChange={(ids) => {
            setTagIds(ids);
            onChange();
          }}
        />
      </section>
      <section className={box} aria-labelledby="seo-heading">
        <h2 id="seo-heading" className="font-semibold">
          SEO Settings
        </h2>
        <Field
          label="SEO Title"
          name="seoTitle"
          defaultValue={post?.seoTitle}
          onChange={onChange}
          error={errors?.seoTitle?.[0]}
        />
        <TextareaField
          label="SEO Description"
          name="seoDescription"
          defaultValue={post?.seoDescription}
          onChange={onChange}
          error={errors?.seoDescription?.[0]}
        />
        <Field
          label="SEO Keywords"
          name="seoKeywords"
          defaultValue={post?.seoKeywords}
          onChange={onChange}
          placeholder="keyword one, keyword two"
          error={errors?.seoKeywords?.[0]}
        />
        <Field
          label="Canonical URL"
          name="canonicalUrl"
          type="text"
          inputMode="url"
          defaultValue={post?.canonicalUrl}
          onChange={onChange}
          placeholder="https://example.com/original-post"
          error={errors?.canonicalUrl?.[0]}
        />
      </section>
    </aside>
  );
}
