import { z } from "@/lib/zod";
import { isValidKey } from "@/lib/storage/types";

export const storedFileKeySchema = z.object({
  key: z.string().refine(isValidKey, { message: "There is no such stored file." }),
});
