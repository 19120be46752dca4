import { expect, test } from "./fixtures";
import { startLocalEdge } from "../../deploy/nginx/local";
import { E2E_PORT } from "./helpers/constants";

// deploy/nginx/creatorkit.conf as shipped (deploy/nginx/local.ts), run by Debian's nginx in front of the
// suite's server: public pages cached by their Cache-Control, never for a signed-in visitor or an admin
// page. `.ci/run` installs nginx-light.

test("the reference nginx caches public pages only, and never for signed-in visitors", async ({
  request,
}) => {
  const { url: edge, stop } = await startLocalEdge({ upstreamPort: E2E_PORT });
  try {
    const status = async (url: string, headers: Record<string, string> = {}) =>
      (await request.get(`${edge}${url}`, { headers })).headers()["x-cache-status"];

    const post = "/blog/getting-started-with-ai-content-creation";
    await status(post);
    expect(await status(post)).toBe("HIT");
    expect(await status(post, { cookie: "better-auth.session_token=abc.def" })).toBe("BYPASS");
    expect(await status(post, { cookie: "__Secure-better-auth.session_token=abc.def" })).toBe("BYPASS");
    // HTML and the RSC payload of one URL are separate entries.
    const rsc = await request.get(`${edge}${post}`, { headers: { rsc: "1" } });
    expect(rsc.headers()["content-type"]).toContain("text/x-component");
    expect((await request.get(`${edge}${post}`)).headers()["content-type"]).toContain("text/html");

    for (const url of ["/admin/login", "/login", "/dashboard"]) {
      await status(url);
      expect(await status(url), url).toBe("BYPASS");
    }
  } finally {
    await stop();
  }
});
