// What Protect, Unlock and OCR do and do not do, below their screens. Plain markup, so the place held for a
// screen while its code loads (pdf-tool.tsx) shows it too.
import { OCR_MAX_PAGES } from "@/lib/pdf/ocr/languages";

/** What a PDF password does and does not do, said before the visitor relies on it. */
export function ProtectExplainer() {
  return (
    <section aria-labelledby="protect-explainer" className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm">
      <h2 id="protect-explainer" className="font-semibold text-slate-900">
        What a PDF password protects
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-slate-700">
        <li>
          The open password encrypts the whole file with AES-256: without it, nobody can read the file. It is
          as strong as the password itself, so use a long one (a few unrelated words) that you use nowhere
          else.
        </li>
        <li>
          The permissions (printing, copying, editing) are only a request to the reader: well-behaved PDF
          readers follow them, other programs ignore them, and they are easy to remove. They do not keep the
          content from anyone who can open the file.
        </li>
        <li>
          Your file and password stay on this device: the file is encrypted in your browser, never sent to us.
        </li>
        <li>A forgotten password cannot be recovered, by us or anyone else. Keep it somewhere safe.</li>
      </ul>
    </section>
  );
}

export function UnlockExplainer() {
  return (
    <p className="text-sm text-slate-600">
      You need the file&apos;s password: this removes a password you know, it cannot find one you have lost.
      The copy opens without a password and without restrictions on printing, copying or editing. It is made
      in your browser; the file and its password are never sent to us.
    </p>
  );
}

/** What OCR does, its page limit and where it runs, said before the visitor starts. */
export function OcrExplainer() {
  return (
    <p className="text-sm text-slate-600">
      Up to {OCR_MAX_PAGES} pages at a time, a few seconds each. The pages look exactly as before: the words
      found are laid over them invisibly, so you can search, select and copy them. Pages that already have
      text are left as they are. Recognition runs in your browser; your file is never sent to us.
    </p>
  );
}
