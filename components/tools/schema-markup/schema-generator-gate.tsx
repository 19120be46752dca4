import { textModel } from "@/lib/ai/provider";
import type { ToolInfo } from "@/lib/tools/types";
import { SchemaMarkupScreen } from "../screens";

/**
 * Whether AI can fill fields depends on this server's environment: read when the (ISR) tool page renders
 * on the server, which is never at build time.
 */
export function SchemaGeneratorGate({ tool }: { tool: ToolInfo }) {
  return <SchemaMarkupScreen tool={tool} aiFill={textModel() !== null} />;
}
