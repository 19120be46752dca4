import { cn } from "./cn";

const tones = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-green-200 bg-green-50 text-green-800",
  info: "border-blue-200 bg-blue-50 text-blue-800",
} as const;

export function Alert({
  tone = "info",
  className,
  children,
}: {
  tone?: keyof typeof tones;
  className?: string;
  children: React.ReactNode;
}) {
  // Messages may carry what the visitor typed (an address, a link): a word longer than the line wraps.
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("rounded-lg border px-4 py-3 text-sm wrap-anywhere", tones[tone], className)}
    >
      {children}
    </div>
  );
}
