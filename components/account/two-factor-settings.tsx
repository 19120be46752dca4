"use client";

import { useActionState, useState } from "react";
import { disableTwoFactor, startTwoFactorSetup } from "@/lib/account/two-factor-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/password-input";
import { TwoFactorSetupSteps } from "./two-factor-setup";

/**
 * The "Two-factor authentication" section of account settings (site dashboard and admin). `enabled`
 * comes from the session, which the server re-reads after every step here.
 */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const [setupState, setupAction, starting] = useActionState(startTwoFactorSetup, null);
  const [disableState, disableAction, disabling] = useActionState(disableTwoFactor, null);
  // A set-up runs until its codes were seen (or it was cancelled); each new set-up has a new secret.
  const [finished, setFinished] = useState<string | null>(null);
  const setup = setupState?.ok ? setupState.setup : null;

  if (setup && finished !== setup.secret) {
    return (
      <TwoFactorSetupSteps key={setup.secret} setup={setup} onFinish={() => setFinished(setup.secret)} />
    );
  }

  if (enabled) {
    const failed = disableState && !disableState.ok ? disableState : null;
    return (
      <div className="space-y-4">
        <Alert tone="success">
          Two-factor authentication is on. Signing in asks for a code from your authenticator app, or one of
          your backup codes.
        </Alert>
        <PasswordStep action={disableAction} failed={failed} pending={disabling} variant="danger">
          {disabling ? "Turning off..." : "Turn off two-factor authentication"}
        </PasswordStep>
      </div>
    );
  }

  const failed = setupState && !setupState.ok ? setupState : null;
  return (
    <div className="space-y-4">
      <div aria-live="polite">
        {disableState?.ok ? <Alert tone="success">{disableState.message}</Alert> : null}
      </div>
      <p className="text-sm text-slate-600">
        Two-factor authentication is off. Turn it on and signing in will also ask for a 6-digit code from an
        authenticator app on your phone, so your password alone is not enough.
      </p>
      <PasswordStep action={setupAction} failed={failed} pending={starting}>
        {starting ? "Setting up..." : "Set up two-factor authentication"}
      </PasswordStep>
    </div>
  );
}

/** Turning two-factor on or off starts by asking for the password again. */
function PasswordStep(props: {
  action: (form: FormData) => void;
  failed: { message: string; fieldErrors?: Record<string, string[] | undefined> } | null;
  pending: boolean;
  variant?: "danger";
  children: React.ReactNode;
}) {
  return (
    <form action={props.action} className="max-w-sm space-y-4">
      <div aria-live="polite">{props.failed ? <Alert tone="error">{props.failed.message}</Alert> : null}</div>
      <PasswordField
        id="two-factor-password"
        label="Your password"
        name="password"
        autoComplete="current-password"
        required
        error={props.failed?.fieldErrors?.password?.[0]}
      />
      <Button type="submit" variant={props.variant} disabled={props.pending}>
        {props.children}
      </Button>
    </form>
  );
}
