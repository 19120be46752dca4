"use client";

import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Field } from "./field";

export function PasswordField(props: Omit<React.ComponentProps<typeof Field>, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <Field {...props} type={visible ? "text" : "password"} className={props.className}>
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-500 hover:text-slate-700"
        aria-label={visible ? "Hide password" : "Show password"}
        aria-pressed={visible}
      >
        {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
      </button>
    </Field>
  );
}
