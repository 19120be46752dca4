import { connection } from "next/server";
import { Alert } from "@/components/ui/alert";
import { isImageGenerationSetUp } from "@/lib/ai/provider";
import type { Tool } from "@/lib/tools/types";
import { ImageTool } from "./image-tool";

/** Whether images can be made depends on this server's environment, so it is decided per request. */
export async function ImageToolGate({ tool }: { tool: Tool }) {
  await connection();
  if (!isImageGenerationSetUp()) {
    return (
      <Alert tone="info">
        <strong>Image generation is not set up on this site.</strong> The site owner has not connected an
        image model, so this tool cannot make images here. Site owner: set <code>AI_PROVIDER</code>,{" "}
        <code>AI_API_KEY</code> and <code>AI_IMAGE_MODEL</code> (for example <code>dall-e-3</code>).
      </Alert>
    );
  }
  return <ImageTool tool={tool} />;
}
