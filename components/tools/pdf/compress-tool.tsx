"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { Breakdown } from "@/lib/pdf/compress/analyze";
import { LEVELS, type Level } from "@/lib/pdf/compress/settings";
import type { AnalyzeOutcome } from "@/lib/pdf/worker";
import { type Chosen, addChosen, isPdf } from "./chosen-files";
import { browserOnly } from "./browser-only";
import { ONE_PDF } from "./drops";
import { FileDrop } from "./file-drop";
import { JobPanel } from "./job-panel";
import { askWorker, readFile, usePdfJob } from "./use-pdf-job";

// Shown once a file has been read, so its code loads then.
const CompressBreakdown = browserOnly(() => import("./compress-breakdown").then((m) => m.CompressBreakdown));

type Goal = Level | "target";

export function CompressTool() {
  const [chosen, setChosen] = useState<Chosen>();
  const [errors, setErrors] = useState<string[]>([]);
  const [breakdown, setBreakdown] = useState<Breakdown>();
  const [goal, setGoal] = useState<Goal>("recommended");
  const [targetMb, setTargetMb] = useState("2");
  const [grayscale, setGrayscale] = useState(false);
  const { state, run, cancel, reset, showProblem } = usePdfJob();

  const inspect = async (c: Chosen) => {
    const input = await readFile(c.file, c.password);
    const outcome = await askWorker<AnalyzeOutcome>((api) => api.analyze(input));
    if (outcome.ok) setBreakdown(outcome.breakdown);
    else showProblem(outcome.problem);
  };
  const choose = (picked: File[]) => {
    const added = addChosen([], picked.slice(0, 1), { max: 1, accepts: isPdf, what: "a PDF" });
    setChosen(added.list[0]);
    setErrors(added.errors);
    setBreakdown(undefined);
    reset();
    if (added.list[0]) void inspect(added.list[0]);
  };
  const start = (c = chosen) => {
    if (!c) return;
    const target = Number(targetMb);
    if (goal === "target" && !(target > 0)) {
      setErrors(["Enter the size to aim for, in MB (for example 2)."]);
      return;
    }
    setErrors([]);
    void run(async (api, report) =>
      api.compress(
        await readFile(c.file, c.password),
        {
          goal: goal === "target" ? { targetBytes: Math.round(target * 1024 * 1024) } : { level: goal },
          grayscale,
        },
        report,
      ),
    );
  };
  const withPassword = (_: string, password: string) => {
    if (!chosen) return;
    const next = { ...chosen, password };
    setChosen(next);
    reset();
    if (!breakdown) void inspect(next);
    else start(next);
  };

  return (
    <div className="space-y-6">
      <FileDrop {...ONE_PDF} onFiles={choose} />
      {errors.length > 0 ? <Alert tone="error">{errors.join(" ")}</Alert> : null}
      {chosen && breakdown ? (
        <div className="space-y-4">
          <CompressBreakdown name={chosen.file.name} breakdown={breakdown} />
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">Compression</legend>
            {(Object.keys(LEVELS) as Level[]).map((level) => (
              <label key={level} className="flex items-center gap-2 text-sm">
                <input type="radio" name="goal" checked={goal === level} onChange={() => setGoal(level)} />
                <span className="font-medium">{LEVELS[level].label}</span>
                <span className="text-slate-500">{LEVELS[level].hint}</span>
              </label>
            ))}
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="goal"
                checked={goal === "target"}
                onChange={() => setGoal("target")}
              />
              <span className="font-medium">Target size</span>
              <span className="text-slate-500">make it under</span>
            </label>
            {goal === "target" ? (
              <label className="ml-6 flex items-center gap-2 text-sm">
                <span className="sr-only">Target size in MB</span>
                <input
                  type="number"
                  min={0.01}
                  step={0.1}
                  value={targetMb}
                  onChange={(e) => setTargetMb(e.target.value)}
                  className="w-28 rounded-lg border border-slate-300 px-3 py-2"
                  aria-label="Target size in MB"
                />
                MB
              </label>
            ) : null}
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={grayscale} onChange={(e) => setGrayscale(e.target.checked)} />
            Convert images to grayscale
          </label>
          <Button onClick={() => start()} disabled={state.status === "running"}>
            Compress PDF
          </Button>
        </div>
      ) : null}
      <JobPanel state={state} onCancel={cancel} onPassword={withPassword} zipName="compressed.zip" />
    </div>
  );
}
