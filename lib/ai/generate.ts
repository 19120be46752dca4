import "server-only";
import { generateImage, generateText, streamText } from "ai";
import { env } from "@/lib/env";
import { providerErrorMessage } from "./errors";
import { imageModel, textModel } from "./provider";

export type TextGeneration =
  { ok: true; stream: ReadableStream<Uint8Array> } | { ok: false; message: string };

/**
 * Starts a streamed generation and waits for its first text, so a provider that is down is reported as an
 * error response (and not counted) instead of an empty 200. `onFailure` runs if the stream breaks later.
 */
export async function streamGeneratedText(
  { system, prompt }: { system: string; prompt: string },
  onFailure: () => Promise<void>,
): Promise<TextGeneration> {
  const model = textModel();
  if (!model) return { ok: false, message: "No AI provider is configured." };
  const result = streamText({
    model,
    system,
    prompt,
    maxRetries: 1,
    abortSignal: AbortSignal.timeout(env().AI_TIMEOUT_SECONDS * 1000),
  });
  const parts = result.fullStream[Symbol.asyncIterator]();
  let first = "";
  try {
    for (;;) {
      const next = await parts.next();
      if (next.done) break;
      const part = next.value;
      if (part.type === "error") throw part.error;
      if (part.type === "text-delta" && part.text) {
        first = part.text;
        break;
      }
    }
  } catch (error) {
    console.error("[ai] text generation failed:", error);
    return { ok: false, message: providerErrorMessage(error) };
  }
  if (!first)
    return { ok: false, message: providerErrorMessage(new Error("The AI provider returned no text.")) };

  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first));
    },
    async pull(controller) {
      // A pull that enqueues nothing is not called again, so skip non-text parts here.
      try {
        for (;;) {
          const next = await parts.next();
          if (next.done) return controller.close();
          const part = next.value;
          if (part.type === "error") throw part.error;
          if (part.type === "text-delta" && part.text) return controller.enqueue(encoder.encode(part.text));
        }
      } catch (error) {
        console.error("[ai] text stream broke:", error);
        await onFailure();
        controller.error(new Error(providerErrorMessage(error)));
      }
    },
    async cancel() {
      await parts.return?.();
    },
  });
  return { ok: true, stream };
}

/** One whole answer, for short judgments a caller parses; null when no provider is set up or it failed. */
export async function completeText({
  system,
  prompt,
}: {
  system: string;
  prompt: string;
}): Promise<string | null> {
  const model = textModel();
  if (!model) return null;
  try {
    const { text } = await generateText({
      model,
      system,
      prompt,
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(env().AI_TIMEOUT_SECONDS * 1000),
    });
    return text;
  } catch (error) {
    console.error("[ai] text completion failed:", error);
    return null;
  }
}

export type ImageGeneration = { ok: true; images: string[] } | { ok: false; message: string };

export async function generateOneImage({
  prompt,
  size,
}: {
  prompt: string;
  size: `${number}x${number}`;
}): Promise<ImageGeneration> {
  const model = imageModel();
  if (!model) return { ok: false, message: "Image generation is not set up on this site." };
  try {
    const { images } = await generateImage({
      model,
      prompt,
      size,
      n: 1,
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(env().AI_TIMEOUT_SECONDS * 1000),
    });
    return { ok: true, images: images.map((i) => `data:${i.mediaType};base64,${i.base64}`) };
  } catch (error) {
    console.error("[ai] image generation failed:", error);
    return { ok: false, message: providerErrorMessage(error) };
  }
}
