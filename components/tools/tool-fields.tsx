import { cn } from "@/components/ui/cn";
import { inputClass } from "@/components/ui/field";
import type { ToolField } from "@/lib/tools/types";
import { maxLength } from "@/lib/tools/field-limits";

/** The inputs of a tool's form, each error tied to its field (DESIGN habit 4). */
export function ToolFields({
  fields,
  values,
  errors,
}: {
  fields: readonly ToolField[];
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fields.map((field) => {
        const id = `field-${field.name}`;
        const error = errors[field.name];
        const common = {
          id,
          name: field.name,
          defaultValue: values[field.name] ?? "",
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          "aria-required": field.required || undefined,
        };
        return (
          <div key={field.name} className={cn("space-y-1", field.type === "textarea" && "sm:col-span-2")}>
            <label htmlFor={id} className="block text-sm font-medium text-slate-700">
              {field.label}
              {field.required ? (
                <span className="text-red-600" aria-hidden="true">
                  {" "}
                  *
                </span>
              ) : (
                <span className="text-slate-500"> (optional)</span>
              )}
            </label>
            {field.type === "select" ? (
              // React applies a select's defaultValue only when it mounts, and the form's reset after its
              // action restores what was default then: keyed by the value sent, it mounts again with it.
              <select key={common.defaultValue} {...common} className={inputClass}>
                <option value="">{field.placeholder}</option>
                {field.options?.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : field.type === "textarea" ? (
              <textarea
                {...common}
                placeholder={field.placeholder}
                maxLength={maxLength(field)}
                rows={6}
                className={inputClass}
              />
            ) : (
              <input
                {...common}
                type="text"
                placeholder={field.placeholder}
                maxLength={maxLength(field)}
                className={inputClass}
              />
            )}
            {error ? (
              <p id={`${id}-error`} className="text-sm text-red-600">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
