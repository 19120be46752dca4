import { TwoFactorSettings } from "./two-factor-settings";

/** Account settings' two-factor section, the same on the site dashboard and in the admin. */
export function TwoFactorSection({ enabled, className }: { enabled: boolean; className?: string }) {
  return (
    <section aria-labelledby="two-factor-heading" className={className}>
      <h2 id="two-factor-heading" className="mb-4 text-lg font-semibold">
        Two-factor authentication
      </h2>
      <TwoFactorSettings enabled={enabled} />
    </section>
  );
}
