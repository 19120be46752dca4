/**
 * Counts a view of the cached page (the same bytes for everyone, so it cannot count its own renders).
 * With JavaScript, a one-line script requests the counter with the host of document.referrer: the
 * counter's own Referer header would only name this page, and with the campaign of the page's address
 * (utm_source, utm_medium, utm_campaign). Without JavaScript, the <noscript> image counts the view as
 * Direct. Neither sets a cookie, and of the referrer only the host leaves the browser.
 */
export function ViewBeacon({ path }: { path: string }) {
  const beacon = JSON.stringify(path).replace(/</g, "\\u003c");
  const script = `(function(){var h="",q=new URLSearchParams(location.search),p=new URLSearchParams();try{h=document.referrer?new URL(document.referrer).hostname:""}catch(e){}p.set("ref",h);["utm_source","utm_medium","utm_campaign"].forEach(function(k){var v=q.get(k);if(v)p.set(k,v.slice(0,100))});new Image().src=${beacon}+"?"+p})();`;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: script }} />
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element -- a 1×1 counter, not content */}
        <img src={path} alt="" width={1} height={1} className="absolute size-px opacity-0" />
      </noscript>
    </>
  );
}
