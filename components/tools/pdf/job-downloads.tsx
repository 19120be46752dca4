"use client";

import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { formatCount } from "@/lib/format";
import { formatBytes } from "@/lib/pdf/limits";
import type { JobResult, OutputFile } from "@/lib/pdf/types";

const MIME_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  txt: "text/plain",
  md: "text/markdown",
};
const mimeTypeOf = (name: string) => MIME_TYPES[name.split(".").pop()!.toLowerCase()] ?? "application/pdf";

/** One download per output with its size and page count; several outputs also come as one ZIP. */
export function JobDownloads({
  result,
  stages,
  seconds,
  zipName,
}: {
  result: JobResult;
  stages: string[];
  seconds: number;
  zipName: string;
}) {
  // Made and revoked in one effect: a URL made during render and revoked by an effect's cleanup is dead when
  // React runs the effect again on the same render (Strict Mode, a hidden then shown Activity).
  const [links, setLinks] = useState<(OutputFile & { url: string })[]>([]);
  useEffect(() => {
    const made = result.outputs.map((o) => ({
      ...o,
      url: URL.createObjectURL(new Blob([o.bytes as BlobPart], { type: mimeTypeOf(o.name) })),
    }));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- object URLs are a browser resource: made and freed here together
    setLinks(made);
    return () => made.forEach((l) => URL.revokeObjectURL(l.url));
  }, [result]);
  const [zipUrl, setZipUrl] = useState<string>();
  useEffect(() => {
    if (result.outputs.length < 2) return;
    let url: string | undefined;
    let live = true;
    // The ZIP writer loads only when a job has several outputs.
    void import("@/lib/pdf/zip").then(({ zipOutputs }) => {
      if (!live) return;
      url = URL.createObjectURL(
        new Blob([zipOutputs(result.outputs) as BlobPart], { type: "application/zip" }),
      );
      setZipUrl(url);
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
      setZipUrl(undefined);
    };
  }, [result]);

  return (
    <div className="space-y-4 rounded-xl border border-green-200 bg-green-50 p-4" role="status">
      <p className="text-sm text-green-900">
        Done in {seconds.toFixed(1)} s on your device ({stages.join(" · ")}).
      </p>
      {result.notes.map((note) => (
        <p key={note} className="text-sm text-slate-800">
          {note}
        </p>
      ))}
      {zipUrl ? (
        <a href={zipUrl} download={zipName} className={buttonClass("primary")}>
          <Download className="size-4" aria-hidden /> Download all ({result.outputs.length} files, ZIP)
        </a>
      ) : null}
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              download={link.name}
              className={buttonClass(links.length === 1 ? "primary" : "secondary")}
            >
              <Download className="size-4" aria-hidden /> Download {link.name}
            </a>{" "}
            <span className="text-sm text-slate-700">
              {formatBytes(link.bytes.byteLength)}, {formatCount(link.pages, "page")}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
