/** A PDF screen's text, number or select box under its label (the label is bold; what is typed is not). */
export const pdfFieldClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-normal";

/** A typed number, or NaN for an empty box (which `Number` would read as 0), for the job to refuse by name. */
export const typedNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
