import { handleSchemaFill } from "@/lib/tools/schema-markup/handle-fill";

export async function POST(request: Request) {
  return handleSchemaFill(request);
}
