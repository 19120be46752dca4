"use client";

import { type PointerEvent, useRef } from "react";
import { Button } from "@/components/ui/button";
import { type Signature, inkedSignature } from "./signature-ink";

// Drawn at a fixed resolution whatever the pad's width on screen: resizing the window keeps the drawing.
const [WIDTH, HEIGHT] = [1200, 400];
const INK = "#111827";

/** A pad to sign on with a mouse, pen or finger; each finished stroke gives the signature so far. */
export function SignaturePad({ onChange }: { onChange: (signature: Signature | undefined) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  // Exports finish out of order when strokes come quickly: only the latest one counts.
  const exported = useRef(0);

  /** A pointer's place in the canvas's own pixels. */
  const point = ({ clientX, clientY }: { clientX: number; clientY: number }) => {
    const rect = canvas.current!.getBoundingClientRect();
    return [
      ((clientX - rect.left) * WIDTH) / rect.width,
      ((clientY - rect.top) * HEIGHT) / rect.height,
    ] as const;
  };
  const context = () => {
    const ctx = canvas.current!.getContext("2d")!;
    ctx.lineWidth = 6;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.strokeStyle = INK;
    return ctx;
  };

  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const ctx = context();
    const [x, y] = point(e);
    ctx.beginPath();
    ctx.moveTo(x, y);
    // A tap leaves a dot (the i's).
    ctx.lineTo(x + 0.1, y);
    ctx.stroke();
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = context();
    // A pen reports more points than frames; the coalesced ones keep curves smooth.
    const coalesced = e.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const each of coalesced.length ? coalesced : [e.nativeEvent]) ctx.lineTo(...point(each));
    ctx.stroke();
  };
  const end = async () => {
    if (!drawing.current) return;
    drawing.current = false;
    const id = ++exported.current;
    const signature = await inkedSignature(canvas.current!);
    if (id === exported.current) onChange(signature);
  };
  const clear = () => {
    exported.current++;
    context().clearRect(0, 0, WIDTH, HEIGHT);
    onChange(undefined);
  };

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label="Signature pad: draw your signature here"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        className="aspect-[3/1] w-full max-w-xl cursor-crosshair touch-none rounded-lg border border-slate-300 bg-white"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={clear}>
          Clear
        </Button>
        <p className="text-sm text-slate-500">
          Draw with a mouse, pen or finger. To sign with the keyboard, type your name instead.
        </p>
      </div>
    </div>
  );
}
