import { z } from "@/lib/zod";

export const contactSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name").max(100, "Name must be at most 100 characters"),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Please enter a valid email address")),
  subject: z
    .string()
    .trim()
    .min(1, "Please enter a subject")
    .max(150, "Subject must be at most 150 characters"),
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
