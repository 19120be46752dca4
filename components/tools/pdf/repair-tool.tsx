"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { RepairOptions } from "@/lib/pdf/repair";
import { type Chosen, addChosen, isPdf } from "./chosen-files";
import { ONE_PDF } from "./drops";
import { FileDrop } from "./file-drop";
import { JobPanel } from "./job-panel";
import { readFile, usePdfJob } from "./use-pdf-job";

/**
 * Repair PDF: the file is not opened first, as other tools' files are (a damaged one would stop there);
 * the job itself reads what it can.
 */
export function RepairTool() {
  const job = usePdfJob();
  const [chosen, setChosen] = useState<Chosen>();
  const [errors, setErrors] = useState<string[]>([]);

  const choose = (picked: File[]) => {
    const added = addChosen([], picked.slice(0, 1), { max: 1, accepts: isPdf, what: "a PDF" });
    setChosen(added.list[0]);
    setErrors(added.errors);
    job.reset();
  };
  const start = (c: Chosen) => {
    const options: RepairOptions = {};
    void job.run(async (api, report) => api.repair(await readFile(c.file, c.password), options, report));
  };
  const withPassword = (_fileName: string, password: string) => {
    if (!chosen) return;
    const next = { ...chosen, password };
    setChosen(next);
    start(next);
  };

  return (
    <div className="space-y-6">
      <FileDrop {...ONE_PDF} onFiles={choose} />
      {errors.length > 0 ? <Alert tone="error">{errors.join(" ")}</Alert> : null}
      {chosen ? (
        <div className="space-y-4">
          <p className="text-sm font-medium">{chosen.file.name}</p>
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            Repair
          </Button>
        </div>
      ) : null}
      <JobPanel state={job.state} onCancel={job.cancel} onPassword={withPassword} zipName="repaired.zip" />
    </div>
  );
}
