"use client";

import { Upload } from "lucide-react";
import { useRef, useState, useTransition } from "react";
import { Field } from "@/components/ui/field";
import { uploadImage } from "@/lib/storage/actions";

/** Featured Image URL, typed or filled by an upload through the admin upload action. */
export function FeaturedImageField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const upload = (file: File) =>
    startTransition(async () => {
      const data = new FormData();
      data.set("file", file);
      const result = await uploadImage(null, data);
      if (result?.ok && result.value) {
        onChange(result.value);
        setUploadError(null);
      } else setUploadError(result?.message ?? "Failed to upload file.");
    });
  return (
    <div className="space-y-2">
      <Field
        label="Featured Image URL"
        name="featuredImage"
        type="text"
        inputMode="url"
        placeholder="https://example.com/image.jpg"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error ?? uploadError ?? undefined}
      />
      <div className="flex items-center gap-3">
        {/* No name: the file goes through the upload action, never with the post form. */}
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-label="Upload featured image"
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload(file);
            e.target.value = "";
          }}
        />
        <button
          type="button"
          onClick={() => fileRef.current?.click()}
          disabled={pending}
          className="inline-flex items-center gap-1.5 text-sm text-brand-600 hover:underline disabled:opacity-60"
        >
          <Upload className="size-4" aria-hidden />
          {pending ? "Uploading..." : "Upload image"}
        </button>
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- preview of any host or our uploads route
          <img src={value} alt="" className="h-12 w-20 rounded object-cover" />
        ) : null}
      </div>
    </div>
  );
}
