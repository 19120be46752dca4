import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";

/** The small page a bio page's sign-up form leads to: one message and the way back. */
export function SignupResult({
  pageHref,
  name,
  title,
  children,
}: {
  pageHref: string;
  name: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <main className="mx-auto max-w-lg space-y-6 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
      <Link href={pageHref} className={buttonClass("secondary")}>
        {`Back to ${name}`}
      </Link>
    </main>
  );
}
