import { type Token, contentTokens } from "../content-tokens";
import { type Space, isColour } from "./colour-spaces";
import { formatNumber, grayOf } from "./gray";

// A content stream with its colours made gray: `rg`/`RG` and `k`/`K` become `g`/`G`; a colour space that
// is RGB, CMYK or Lab (by name or through the resources) becomes DeviceGray at `cs`/`CS`, and the
// `sc`/`scn` colours that follow it their gray. Every other byte is copied as it was. Spaces that keep
// their operands (Indexed, spot colours, patterns) are converted in the resources instead (colour-spaces.ts).

export interface GrayContent {
  bytes: Uint8Array;
  changed: boolean;
  /** Inline images in colour, which are left as they are. */
  inlineImages: number;
}

interface State {
  fill: Space;
  stroke: Space;
}

const GRAY: Space = { kind: "gray" };
const OPERAND_WORDS = new Set(["true", "false", "null"]);
const latin1 = new TextDecoder("latin1");

/** An inline image that is not gray or a stencil mask (BI … ID: its dictionary's abbreviations). */
function isColourInlineImage(content: Uint8Array, token: Token): boolean {
  const head = latin1.decode(content.subarray(token.start, Math.min(token.end, token.start + 512)));
  const dict = head.slice(0, head.search(/\sID\s/) === -1 ? undefined : head.search(/\sID\s/));
  if (/\/(IM|ImageMask)\s+true/.test(dict)) return false;
  const space = /\/(CS|ColorSpace)\s*\/([^\s/[\]<>()]+)/.exec(dict)?.[2];
  return space !== "G" && space !== "DeviceGray";
}

export function grayContent(content: Uint8Array, spaceOf: (name: string) => Space): GrayContent {
  const pieces: (Uint8Array | string)[] = [];
  let copied = 0;
  let changed = false;
  let inlineImages = 0;
  let state: State = { fill: GRAY, stroke: GRAY };
  const saved: State[] = [];
  let operands: Token[] = [];

  const replace = (text: string, end: number) => {
    const start = operands[0]?.start ?? end;
    pieces.push(content.subarray(copied, start), text);
    copied = end;
    changed = true;
  };
  const numbers = () => operands.flatMap((t) => (t.kind === "number" ? [t.value] : []));

  for (const token of contentTokens(content)) {
    if (token.kind !== "operator" || OPERAND_WORDS.has(token.value)) {
      operands.push(token);
      continue;
    }
    const op = token.value;
    const stroke = op === op.toUpperCase() && op !== "BI";
    const lower = op.toLowerCase();
    if (op === "q") saved.push(state);
    else if (op === "Q") state = saved.pop() ?? state;
    else if (
      (lower === "rg" || lower === "k") &&
      operands.length === (lower === "rg" ? 3 : 4) &&
      numbers().length === operands.length
    ) {
      replace(
        `${formatNumber(grayOf(lower === "rg" ? "rgb" : "cmyk", numbers()))} ${stroke ? "G" : "g"}`,
        token.end,
      );
      state = { ...state, [stroke ? "stroke" : "fill"]: GRAY };
    } else if (lower === "g") state = { ...state, [stroke ? "stroke" : "fill"]: GRAY };
    else if (lower === "cs" && operands.at(-1)?.kind === "name") {
      const space = spaceOf((operands.at(-1) as { value: string }).value);
      if (isColour(space.kind)) replace(`/DeviceGray ${op}`, token.end);
      state = { ...state, [stroke ? "stroke" : "fill"]: space };
    } else if (lower === "sc" || lower === "scn") {
      const space = stroke ? state.stroke : state.fill;
      const colour = isColour(space.kind)
        ? space.kind
        : space.kind === "pattern" && space.base && isColour(space.base)
          ? space.base
          : undefined;
      const values = numbers();
      if (colour && values.length > 0) {
        const pattern = operands.at(-1)?.kind === "name" ? operands.at(-1)! : undefined;
        const name = pattern ? ` ${latin1.decode(content.subarray(pattern.start, pattern.end))}` : "";
        replace(`${formatNumber(grayOf(colour, values))}${name} ${op}`, token.end);
      }
    } else if (op === "BI" && isColourInlineImage(content, token)) inlineImages++;
    operands = [];
  }
  if (!changed) return { bytes: content, changed, inlineImages };
  pieces.push(content.subarray(copied));
  const encoder = new TextEncoder();
  const parts = pieces.map((p) => (typeof p === "string" ? encoder.encode(p) : p));
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return { bytes, changed, inlineImages };
}
