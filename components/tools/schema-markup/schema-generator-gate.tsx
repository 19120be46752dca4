import { connection } from "next/server";
import { textModel } from "@/lib/ai/provider";
import type { ToolInfo } from "@/lib/tools/types";
import { SchemaGenerator } from "./schema-generator";

/** Whether AI can fill fields depends on this server's environment, so it is decided per request. */
export async function SchemaGeneratorGate({ tool }: { tool: ToolInfo }) {
  await connection();
  return <SchemaGenerator tool={tool} aiFill={textModel() !== null} />;
}
