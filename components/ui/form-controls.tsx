import { cn } from "./cn";
import { inputClass } from "./field";

interface Labelled {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  className?: string;
}

function Wrapper({
  id,
  label,
  error,
  hint,
  className,
  children,
}: Labelled & { id: string; children: React.ReactNode }) {
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string) {
  return [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
}

export function TextareaField({
  label,
  name,
  error,
  hint,
  className,
  ...props
}: Labelled & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = props.id ?? name;
  return (
    <Wrapper id={id} label={label} name={name} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(inputClass, "min-h-24")}
        {...props}
      />
    </Wrapper>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  className,
  options,
  ...props
}: Labelled &
  React.SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] }) {
  const id = props.id ?? name;
  return (
    <Wrapper id={id} label={label} name={name} error={error} hint={hint} className={className}>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}
