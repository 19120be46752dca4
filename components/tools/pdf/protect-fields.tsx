"use client";

import { PasswordField } from "@/components/ui/password-input";
import type { ProtectPermissions } from "@/lib/pdf/protect";
import type { ProtectPasswords } from "@/lib/pdf/protect-passwords";

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
