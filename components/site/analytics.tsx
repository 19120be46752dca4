import Script from "next/script";
import { analyticsScript } from "@/lib/analytics/config";

export function Analytics() {
  const script = analyticsScript();
  if (!script) return null;
  return (
    <>
      {script.inline ? (
        <Script id="analytics-setup" strategy="afterInteractive">
          {script.inline}
        </Script>
      ) : null}
      <Script src={script.src} strategy="afterInteractive" {...script.attributes} />
    </>
  );
}
