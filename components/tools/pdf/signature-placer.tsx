"use client";

import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import type { SignBox } from "@/lib/pdf/sign";
import type { Chosen } from "./chosen-files";
import { PercentFields } from "./percent-fields";
import { SignPageChooser } from "./sign-page-chooser";
import type { Place } from "./signature-box";
import type { Signature } from "./signature-ink";
import { ThumbnailProvider } from "./thumbnails/thumbnails";
import { PageImage, usePageImage } from "./page-image";

/** The page's width on screen, in CSS pixels (narrower on a narrow screen). */
const VIEW_WIDTH = 480;
/** One arrow key press: a hundredth of the page. */
const STEP = 0.01;

interface Props {
  chosen: Chosen;
  pageCount: number;
  page: number;
  onPage: (page: number) => void;
  signature: Signature | undefined;
  /** The signature's box on the page shown, once both are known. */
  box: SignBox | undefined;
  onPlace: (place: Place) => void;
  /** The page's shape (width / height) as drawn, which the box's height follows. */
  onPageShape: (page: number, shape: number) => void;
}

/** The chosen page, drawn large, with the signature on it to move and resize by pointer or keyboard. */
export function SignaturePlacer({ chosen, ...props }: Props) {
  return (
    <ThumbnailProvider sources={[chosen]}>
      <PlacerBody {...props} />
    </ThumbnailProvider>
  );
}

function PlacerBody({
  pageCount,
  page,
  onPage,
  signature,
  box,
  onPlace,
  onPageShape,
}: Omit<Props, "chosen">) {
  const pageUrl = usePageImage(page, VIEW_WIDTH);
  const signatureUrl = useObjectUrl(signature?.bytes);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ resize: boolean; x: number; y: number; from: SignBox } | null>(null);
  const hint = useId();

  const grab = (e: PointerEvent<HTMLDivElement>) => {
    if (!box || e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    e.currentTarget.focus();
    const resize = (e.target as HTMLElement).dataset.handle !== undefined;
    drag.current = { resize, x: e.clientX, y: e.clientY, from: box };
  };
  const pull = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const { resize, x, y, from } = drag.current;
    const rect = frame.current!.getBoundingClientRect();
    const [dx, dy] = [(e.clientX - x) / rect.width, (e.clientY - y) / rect.height];
    onPlace(resize ? { ...from, width: from.width + dx } : { ...from, x: from.x + dx, y: from.y + dy });
  };
  const keys = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!box) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    // Shift resizes: right and up make it larger, left and down smaller.
    if (e.shiftKey) onPlace({ ...box, width: box.width + (move[0] || -move[1]) });
    else onPlace({ ...box, x: box.x + move[0], y: box.y + move[1] });
  };

  return (
    <div className="space-y-3">
      <SignPageChooser page={page} pageCount={pageCount} onPage={onPage} />
      <div ref={frame} className="relative w-fit max-w-full touch-none select-none">
        <PageImage
          page={page}
          image={pageUrl}
          width={VIEW_WIDTH}
          data-sign-page={page}
          onLoad={(e) => onPageShape(page, e.currentTarget.naturalWidth / e.currentTarget.naturalHeight)}
        />
        {box && signatureUrl && pageUrl?.page === page ? (
          <div
            role="group"
            tabIndex={0}
            aria-label="Signature on the page"
            aria-describedby={hint}
            onPointerDown={grab}
            onPointerMove={pull}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
            onKeyDown={keys}
            className="absolute cursor-move outline-2 outline-brand-500 outline-dashed focus-visible:outline-solid focus-visible:ring-4 focus-visible:ring-brand-500/30"
            style={{
              left: `${box.x * 100}%`,
              top: `${box.y * 100}%`,
              width: `${box.width * 100}%`,
              height: `${box.height * 100}%`,
            }}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- the visitor's own signature, a blob: URL */}
            <img src={signatureUrl} alt="" draggable={false} className="pointer-events-none size-full" />
            <span
              data-handle
              aria-hidden
              className="absolute -right-2 -bottom-2 size-4 cursor-nwse-resize rounded-full border-2 border-white bg-brand-600"
            />
          </div>
        ) : null}
      </div>
      <p id={hint} className="text-sm text-slate-500">
        Drag the signature to move it and its corner to resize it, or select it and use the arrow keys to move
        it and Shift with the arrow keys to resize it.
      </p>
      {box ? (
        <PercentFields legend="Position and size" fields={PERCENT_FIELDS} value={box} onChange={onPlace} />
      ) : null}
    </div>
  );
}

const PERCENT_FIELDS = [
  { key: "x", label: "From the left (%)" },
  { key: "y", label: "From the top (%)" },
  { key: "width", label: "Width (%)" },
] as const;

/** A blob: URL of `bytes` while they are shown. */
function useObjectUrl(bytes: Uint8Array | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!bytes) return;
    // Made and freed in one effect: an URL made during render would be dead when Strict Mode reruns it.
    const made = URL.createObjectURL(new Blob([bytes as BlobPart]));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- object URLs are a browser resource: made and freed here together
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [bytes]);
  return url;
}
