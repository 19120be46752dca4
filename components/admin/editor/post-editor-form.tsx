"use client";

import { ArrowLeft, Eye, EyeOff, Save } from "lucide-react";
import Link from "next/link";
import { useActionState, useRef, useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/form-controls";
import { autosavePostAction, savePostAction } from "@/lib/blog/actions";
import type { EditablePost } from "@/lib/blog/editable-post";
import type { TermRef } from "@/lib/blog/embed";
import { FeaturedImageField } from "./featured-image-field";
import { PostPreview } from "./post-preview";
import { PostSidebar } from "./post-sidebar";
import { RichTextEditor } from "./rich-text-editor";
import { useEditorGuards } from "./use-editor-guards";
import { useDerivedSlug } from "@/components/admin/use-derived-slug";

const AUTOSAVE_LABELS = { idle: "", saving: "Saving draft...", saved: "Saved", error: "Autosave failed" };

export function PostEditorForm({
  post,
  categories,
  tags,
  newsletter,
}: {
  post: EditablePost | null;
  categories: TermRef[];
  tags: TermRef[];
  newsletter: { recipients: number; issueHref: string | null };
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(post?.title ?? "");
  const derived = useDerivedSlug(post?.slug);
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? "");
  const [image, setImage] = useState(post?.featuredImage ?? "");
  const [content, setContent] = useState(post?.content ?? "");
  const [status, setStatus] = useState(post?.status ?? "draft");
  const [preview, setPreview] = useState(false);
  const [contentError, setContentError] = useState<string | null>(null);
  const [state, formAction, saving] = useActionState(savePostAction, null);
  const [, startTransition] = useTransition();
  // Only an existing post that is (and stays) a draft saves itself in the background.
  const canAutosave = post !== null && post.status === "draft" && status === "draft";
  const guards = useEditorGuards({ formRef, autosave: canAutosave ? autosavePostAction : null });
  const failed = state && !state.ok ? state : null;
  const errors = failed?.fieldErrors;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!content.trim()) {
      setContentError("Content is required");
      formRef.current?.querySelector<HTMLElement>(".tiptap")?.focus();
      return;
    }
    setContentError(null);
    guards.allowLeave();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-6" noValidate={false}>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <Link href="/admin/posts" className={buttonClass("ghost")}>
            <ArrowLeft className="size-4" aria-hidden />
            Back to Posts
          </Link>
          <h1 className="text-2xl font-bold">{post ? "Edit Post" : "Create New Post"}</h1>
        </div>
        <div className="flex items-center gap-2">
          <span role="status" aria-live="polite" className="text-sm text-slate-500">
            {AUTOSAVE_LABELS[guards.status]}
          </span>
          <Button variant="secondary" onClick={() => setPreview(!preview)} aria-pressed={preview}>
            {preview ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
            {preview ? "Hide Preview" : "Preview"}
          </Button>
          <Button type="submit" disabled={saving}>
            <Save className="size-4" aria-hidden />
            {saving ? "Saving..." : "Save Post"}
          </Button>
        </div>
      </header>
      <div aria-live="assertive">{failed ? <Alert tone="error">{failed.message}</Alert> : null}</div>
      {post ? <input type="hidden" name="id" value={post.id} /> : null}
      <input type="hidden" name="content" value={content} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          {preview ? <PostPreview title={title} excerpt={excerpt} html={content} /> : null}
          <section hidden={preview} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
            <Field
              label="Title *"
              name="title"
              required
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                derived.follow(e.target.value);
                guards.markDirty();
              }}
              error={errors?.title?.[0]}
            />
            <FeaturedImageField
              value={image}
              onChange={(url) => {
                setImage(url);
                guards.markDirty();
              }}
              error={errors?.featuredImage?.[0]}
            />
            <Field
              label="Slug *"
              name="slug"
              required
              value={derived.slug}
              onChange={(e) => {
                derived.type(e.target.value);
                guards.markDirty();
              }}
              error={errors?.slug?.[0]}
            />
            <TextareaField
              label="Excerpt"
              name="excerpt"
              value={excerpt}
              onChange={(e) => {
                setExcerpt(e.target.value);
                guards.markDirty();
              }}
              error={errors?.excerpt?.[0]}
            />
            <div className="space-y-1">
              <span id="content-label" className="block text-sm font-medium text-slate-700">
                Content *
              </span>
              <RichTextEditor
                labelledBy="content-label"
                initialHtml={post?.content ?? ""}
                onChange={(html) => {
                  setContent(html);
                  guards.markDirty();
                }}
              />
              {contentError || errors?.content ? (
                <p className="text-sm text-red-600" role="alert">
                  {contentError ?? errors?.content?.[0]}
                </p>
              ) : null}
            </div>
          </section>
        </div>
        <PostSidebar
          post={post}
          categories={categories}
          tags={tags}
          errors={errors}
          status={status}
          onStatusChange={setStatus}
          onChange={guards.markDirty}
          newsletter={newsletter}
        />
      </div>
    </form>
  );
}
