"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { FieldValue, FillFormOptions, FormField } from "@/lib/pdf/form";
import type { FormOutcome } from "@/lib/pdf/worker";
import type { Chosen } from "./chosen-files";
import { FormFieldInput, initialValues } from "./form-fields";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { useChosenPdf } from "./use-chosen-pdf";
import { askWorker, readFile, usePdfJob } from "./use-pdf-job";

/** Fill PDF Form: the file's fields as a web form, saved into the PDF, optionally flattened. */
export function FillFormTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  const [form, setForm] = useState<{ for: Chosen; fields: FormField[] }>();
  const [values, setValues] = useState<Record<string, FieldValue>>({});
  const [flatten, setFlatten] = useState(false);
  const { chosen, pageCount } = pdf;
  const { showProblem } = job;

  // Read once the file has opened (its password given, if it has one).
  useEffect(() => {
    if (!chosen || pageCount === undefined) return;
    let live = true;
    void (async () => {
      const input = await readFile(chosen.file, chosen.password);
      const outcome = await askWorker<FormOutcome>((api) => api.readForm(input));
      if (!live) return;
      if (!outcome.ok) return showProblem(outcome.problem);
      setForm({ for: chosen, fields: outcome.fields });
      setValues(initialValues(outcome.fields));
    })();
    return () => {
      live = false;
    };
  }, [chosen, pageCount, showProblem]);

  const start = (c: Chosen) => {
    const writable = Object.fromEntries(
      (form?.fields ?? []).filter((f) => !f.readOnly).map((f) => [f.name, values[f.name]!]),
    );
    const options: FillFormOptions = { values: writable, flatten, metadata: pdf.metadata };
    void job.run(async (api, report) => api.fillForm(await readFile(c.file, c.password), options, report));
  };
  const fields = form?.for === chosen ? form?.fields : undefined;

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="filled.zip">
      {({ chosen: opened, metadata }) =>
        !fields ? (
          <p className="text-sm text-slate-500">Reading the form…</p>
        ) : fields.length === 0 ? (
          <Alert tone="error">This PDF has no form fields to fill in.</Alert>
        ) : (
          <>
            <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold">The form&apos;s fields</legend>
              {fields.map((field) => (
                <FormFieldInput
                  key={field.name}
                  field={field}
                  value={values[field.name]}
                  onChange={(value) => setValues({ ...values, [field.name]: value })}
                />
              ))}
            </fieldset>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={flatten} onChange={(e) => setFlatten(e.target.checked)} />
              Flatten the form (the answers become part of the page and can no longer be changed)
            </label>
            <MetadataFields value={metadata} onChange={pdf.setMetadata} />
            <Button onClick={() => start(opened)} disabled={job.state.status === "running"}>
              Save the filled-in form
            </Button>
          </>
        )
      }
    </OnePdfFrame>
  );
}
