"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Asks for the password of a locked PDF; the password is used in this browser only. */
export function PasswordPrompt({
  fileName,
  message,
  onSubmit,
}: {
  fileName: string;
  message: string;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState("");
  return (
    <form
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(password);
      }}
    >
      <p role="alert" className="text-sm text-amber-950">
        {message}
      </p>
      <label className="block text-sm font-medium text-slate-800">
        Password for {fileName}
        <input
          type="password"
          value={password}
          autoComplete="off"
          onChange={(e) => setPassword(e.target.value)}
          className="mt-1 block w-full max-w-sm rounded-lg border border-slate-300 px-3 py-2"
        />
      </label>
      <Button type="submit">Unlock and continue</Button>
    </form>
  );
}
