import { handlePlagiarism } from "@/lib/tools/plagiarism/handle";

export async function POST(request: Request) {
  return handlePlagiarism(request);
}
