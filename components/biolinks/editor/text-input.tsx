"use client";

import { inputClass } from "@/components/ui/field";
import { cn } from "@/components/ui/cn";

/** A labelled, controlled input or textarea whose error is tied to it (aria-describedby). */
export function TextInput({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  multiline,
  className,
  ...rest
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  multiline?: boolean;
  className?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "id">) {
  const described =
    [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    className: cn(inputClass, multiline && "min-h-20"),
  };
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} maxLength={rest.maxLength} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...rest} {...shared} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
