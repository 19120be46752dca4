"use client";

import { useActionState, useState } from "react";
import { signInUser, signUpUser } from "@/lib/auth/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { PasswordField } from "@/components/ui/password-input";

type Mode = "sign-in" | "sign-up";

export function UserAuthForm({ next }: { next?: string }) {
  const [mode, setMode] = useState<Mode>("sign-in");
  const [signInState, signInAction, signingIn] = useActionState(signInUser, null);
  const [signUpState, signUpAction, signingUp] = useActionState(signUpUser, null);
  const state = mode === "sign-in" ? signInState : signUpState;
  const failed = state && !state.ok ? state : null;
  const done = state?.ok ? state.message : undefined;
  const pending = signingIn || signingUp;

  return (
    <div className="space-y-6">
      <div
        role="tablist"
        aria-label="Account"
        className="grid grid-cols-2 rounded-lg bg-slate-100 p-1 text-sm font-medium"
      >
        {(["sign-in", "sign-up"] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            onClick={() => setMode(m)}
            className={cn("rounded-md py-2", mode === m ? "bg-white shadow-sm" : "text-slate-600")}
          >
            {m === "sign-in" ? "Sign in" : "Create account"}
          </button>
        ))}
      </div>
      <form key={mode} action={mode === "sign-in" ? signInAction : signUpAction} className="space-y-4">
        <div aria-live="polite">
          {failed ? <Alert tone="error">{failed.message}</Alert> : null}
          {done ? <Alert tone="success">{done}</Alert> : null}
        </div>
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={failed?.values?.email}
          error={failed?.fieldErrors?.email?.[0]}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
          required
          minLength={8}
          error={failed?.fieldErrors?.password?.[0]}
        />
        <Button type="submit" className="w-full" disabled={pending}>
          {mode === "sign-in"
            ? pending
              ? "Signing in..."
              : "Sign In"
            : pending
              ? "Creating account..."
              : "Create Account"}
        </Button>
      </form>
    </div>
  );
}
