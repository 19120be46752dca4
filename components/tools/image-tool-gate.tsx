import { Alert } from "@/components/ui/alert";
import { isImageGenerationSetUp } from "@/lib/ai/setup";
import type { ToolInfo } from "@/lib/tools/types";
import { AdminOnly } from "./admin-only";
import { ImageScreen } from "./screens";

/**
 * Whether images can be made depends on this server's environment: read when the (ISR) tool page renders
 * on the server, which is never at build time.
 */
export function ImageToolGate({ tool }: { tool: ToolInfo }) {
  if (!isImageGenerationSetUp()) {
    return (
      <Alert tone="info">
        <strong>This tool needs an image provider.</strong> Image generation is not set up on this site: no
        image model is connected, so this tool cannot make images here yet.
        <AdminOnly>
          {" "}
          <strong>Site owner:</strong> set <code>AI_PROVIDER</code>, <code>AI_API_KEY</code> and{" "}
          <code>AI_IMAGE_MODEL</code> (for example <code>dall-e-3</code>).
        </AdminOnly>
      </Alert>
    );
  }
  return <ImageScreen tool={tool} />;
}
