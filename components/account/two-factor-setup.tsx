"use client";

import { useActionState } from "react";
import { confirmTwoFactorSetup, type TwoFactorSetup } from "@/lib/account/two-factor-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

/** Groups of four, as authenticator apps show keys typed in by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** Scan, confirm with a first code, then see the backup codes once. */
export function TwoFactorSetupSteps({ setup, onFinish }: { setup: TwoFactorSetup; onFinish: () => void }) {
  const [state, action, confirming] = useActionState(confirmTwoFactorSetup, null);

  if (state?.ok) {
    return (
      <div className="space-y-4">
        <Alert tone="success">Two-factor authentication is on.</Alert>
        <p className="text-sm">
          Save these backup codes somewhere safe, away from your phone. Each one signs you in once if you lose
          your authenticator app. They are shown only now.
        </p>
        <ul
          aria-label="Backup codes"
          className="grid max-w-sm grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm"
        >
          {setup.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button onClick={onFinish}>I have saved my backup codes</Button>
      </div>
    );
  }

  const failed = state && !state.ok ? state : null;
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-4 pl-5 text-sm">
        <li>
          <p>Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…).</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG made on the server */}
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
            alt="QR code for your authenticator app"
            width={192}
            height={192}
            className="mt-2 rounded-lg border border-slate-200"
          />
          <p className="mt-2">Or type the setup key into the app by hand.</p>
          <Field
            id="two-factor-secret"
            label="Setup key"
            name="secret"
            value={grouped(setup.secret)}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            className="mt-2 max-w-sm [&_input]:font-mono"
          />
        </li>
        <li>
          <p>Enter the 6-digit code the app shows, to check that it works.</p>
        </li>
      </ol>
      <form action={action} className="max-w-sm space-y-4">
        <div aria-live="polite">{failed ? <Alert tone="error">{failed.message}</Alert> : null}</div>
        <Field
          id="two-factor-setup-code"
          label="6-digit code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          error={failed?.fieldErrors?.code?.[0]}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={confirming}>
            {confirming ? "Checking..." : "Turn on"}
          </Button>
          <Button variant="secondary" onClick={onFinish}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
