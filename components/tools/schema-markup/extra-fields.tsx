import { inputClass } from "@/components/ui/field";
import type { ExtraField } from "@/lib/tools/schema-markup/page-types";

/** The fields a page type adds to SPEC's six; all optional, checked by the validator after generating. */
export function ExtraFields({
  fields,
  values,
}: {
  fields: readonly ExtraField[];
  values: Record<string, string>;
}) {
  return (
    <fieldset className="mt-6 grid gap-5 border-t border-slate-200 pt-5 sm:grid-cols-2">
      <legend className="sr-only">Details for this page type</legend>
      {fields.map((field) => {
        const id = `field-${field.name}`;
        const common = {
          id,
          name: field.name,
          defaultValue: values[field.name] ?? "",
          className: inputClass,
        };
        return (
          <div
            key={field.name}
            className={field.type === "textarea" ? "space-y-1 sm:col-span-2" : "space-y-1"}
          >
            <label htmlFor={id} className="block text-sm font-medium text-slate-700">
              {field.label}
            </label>
            {field.type === "select" ? (
              <select {...common}>
                <option value="">Not set</option>
                {field.options?.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            ) : field.type === "textarea" ? (
              <textarea {...common} rows={4} maxLength={5000} placeholder={field.placeholder} />
            ) : (
              <input
                {...common}
                type={field.type}
                step={field.type === "number" ? "any" : undefined}
                min={field.type === "number" ? 0 : undefined}
                maxLength={500}
                placeholder={field.placeholder}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
