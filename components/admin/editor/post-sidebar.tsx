"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { Link } from "@/components/ui/link";
import { SelectField, TextareaField } from "@/components/ui/form-controls";
import type { FieldErrors } from "@/lib/action";
import { STATUS_LABELS } from "@/lib/blog/constants";
import { formatCount } from "@/lib/format";
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
  newsletter,
}: {
  post: EditablePost | null;
  categories: TermRef[];
  tags: TermRef[];
  errors?: FieldErrors;
  status: PostStatus;
  onStatusChange: (status: PostStatus) => void;
  onChange: () => void;
  /** The site newsletter's active subscribers now, and the issue this post made once it was e-mailed. */
  newsletter: { recipients: number; issueHref: string | null };
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
      <section className={box} aria-labelledby="newsletter-heading">
        <h2 id="newsletter-heading" className="font-semibold">
          Newsletter
        </h2>
        {post?.emailedAt ? (
          <p className="text-sm text-slate-700">
            E-mailed to subscribers when it was published.{" "}
            {newsletter.issueHref ? (
              <Link href={newsletter.issueHref} className="text-brand-700 underline">
                See the issue
              </Link>
            ) : null}
          </p>
        ) : (
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="emailSubscribers"
              defaultChecked={post?.emailSubscribers ?? false}
              onChange={onChange}
              className="mt-0.5 size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
            />
            <span>
              <span className="block font-medium text-slate-800">
                E-mail this post to subscribers when it is published
              </span>
              <span className="text-slate-500">
                {`Goes once to the newsletter's subscribers (${formatCount(newsletter.recipients, "subscriber")} today); saving or publishing it again later sends nothing.`}
              </span>
            </span>
          </label>
        )}
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
