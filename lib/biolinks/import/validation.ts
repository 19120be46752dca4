import { z } from "@/lib/zod";

export const CONSENT_REQUIRED =
  "Tick the statement that these people gave you permission to e-mail them: without it nothing is imported.";

export const importFormSchema = z.object({
  slug: z.string().min(1).max(100),
  file: z.instanceof(File, { message: "Choose a CSV file." }),
  consent: z.literal("on", { message: CONSENT_REQUIRED }),
  /** "send": each gets a confirmation e-mail (re-permission); "confirmed": they confirmed with the creator. */
  confirmation: z.enum(["send", "confirmed"], { message: "Choose whether to send a confirmation e-mail." }),
});
