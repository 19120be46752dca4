"use client";

import { PasswordField } from "@/components/ui/password-input";
import type { ProtectPermissions } from "@/lib/pdf/protect";
import type { ProtectPasswords } from "@/lib/pdf/protect-passwords";

/** What a PDF password does and does not do, said before the visitor relies on it. */
export function ProtectExplainer() {
  return (
    <section aria-labelledby="protect-explainer" className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm">
      <h2 id="protect-explainer" className="font-semibold text-slate-900">
        What a PDF password protects
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-slate-700">
        <li>
          The open password encrypts the whole file with AES-256: without it, nobody can read the file. It is
          as strong as the password itself, so use a long one (a few unrelated words) that you use nowhere
          else.
        </li>
        <li>
          The permissions (printing, copying, editing) are only a request to the reader: well-behaved PDF
          readers follow them, other programs ignore them, and they are easy to remove. They do not keep the
          content from anyone who can open the file.
        </li>
        <li>
          Your file and password stay on this device: the file is encrypted in your browser, never sent to us.
        </li>
        <li>A forgotten password cannot be recovered, by us or anyone else. Keep it somewhere safe.</li>
      </ul>
    </section>
  );
}

export function PasswordFields({
  value,
  onChange,
}: {
  value: ProtectPasswords;
  onChange: (value: ProtectPasswords) => void;
}) {
  const field = (key: keyof ProtectPasswords) => ({
    name: `protect-${key}`,
    value: value[key],
    autoComplete: "new-password",
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [key]: e.target.value }),
  });
  return (
    <div className="grid max-w-xl gap-3 sm:grid-cols-2">
      <PasswordField label="Password to open the file" {...field("password")} />
      <PasswordField label="Type the password again" {...field("confirm")} />
      <div className="sm:col-span-2">
        <PasswordField
          label="Permissions password (optional)"
          aria-describedby="protect-owner-hint"
          {...field("ownerPassword")}
        />
        <p id="protect-owner-hint" className="mt-1 text-xs text-slate-500">
          Lets you change the permissions later. Left empty, they are locked with a random password nobody
          knows.
        </p>
      </div>
    </div>
  );
}

const PERMISSIONS = [
  { key: "printing", label: "Print it" },
  { key: "copying", label: "Copy text and images" },
  { key: "editing", label: "Change it (edit, comment, fill in forms, add or remove pages)" },
] as const;

export function PermissionFields({
  value,
  onChange,
}: {
  value: ProtectPermissions;
  onChange: (value: ProtectPermissions) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">People who open it may</legend>
      {PERMISSIONS.map(({ key, label }) => (
        <label key={key} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={value[key]}
            onChange={(e) => onChange({ ...value, [key]: e.target.checked })}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
