import { z } from "@/lib/zod";
import { emailAddress, oneLine } from "@/lib/email/fields";

export const contactSchema = z.object({
  name: oneLine(
    z.string().trim().min(1, "Please enter your name").max(100, "Name must be at most 100 characters"),
    "Your name",
  ),
  email: emailAddress("Please enter a valid email address"),
  subject: oneLine(
    z.string().trim().min(1, "Please enter a subject").max(150, "Subject must be at most 150 characters"),
    "The subject",
  ),
  message: z
    .string()
    .trim()
    .min(10, "Please write at least 10 characters")
    .max(5000, "Message must be at most 5,000 characters"),
});
export type ContactInput = z.output<typeof contactSchema>;

export const messageIdSchema = z.object({ id: z.uuid() });
export const markReadSchema = z.object({
  id: z.uuid(),
  read: z.enum(["true", "false"]).transform((v) => v === "true"),
});
