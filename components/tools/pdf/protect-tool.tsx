"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ProtectOptions, ProtectPermissions } from "@/lib/pdf/protect";
import { type ProtectPasswords, passwordProblem } from "@/lib/pdf/protect-passwords";
import type { Chosen } from "./chosen-files";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { ProtectExplainer } from "./explainers";
import { PasswordFields, PermissionFields } from "./protect-fields";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

export { UnlockTool } from "./unlock-tool";

export function ProtectTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  const [passwords, setPasswords] = useState<ProtectPasswords>({
    password: "",
    confirm: "",
    ownerPassword: "",
  });
  const [permissions, setPermissions] = useState<ProtectPermissions>({
    printing: true,
    copying: true,
    editing: false,
  });
  // Problems show once the visitor tries to protect, then follow their typing.
  const [tried, setTried] = useState(false);
  const problem = tried ? passwordProblem(passwords) : undefined;

  const start = (c: Chosen) => {
    setTried(true);
    if (passwordProblem(passwords)) return;
    const options: ProtectOptions = { ...passwords, permissions, metadata: pdf.metadata };
    void job.run(async (api, report) => api.protect(await readFile(c.file, c.password), options, report));
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="protected.zip" footer={<ProtectExplainer />}>
      {({ chosen, metadata }) => (
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            start(chosen);
          }}
        >
          <PasswordFields value={passwords} onChange={setPasswords} />
          <PermissionFields value={permissions} onChange={setPermissions} />
          <MetadataFields value={metadata} onChange={pdf.setMetadata} />
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <Button type="submit" disabled={job.state.status === "running"}>
            Protect PDF
          </Button>
        </form>
      )}
    </OnePdfFrame>
  );
}
