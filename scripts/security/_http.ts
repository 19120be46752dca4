// Shared by the checks: a request that never follows redirects and never throws on a status.

export async function send(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { redirect: "manual", ...init });
}

/** The id of a server action rendered into a page's form (every useActionState form carries one). */
export async function findActionId(baseUrl: string, page: string): Promise<string | null> {
  const html = await (await send(`${baseUrl}${page}`)).text();
  return (
    /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/.exec(html)?.[1] ??
    /"id":"([0-9a-f]{40,})"/.exec(html)?.[1] ??
    null
  );
}
