import { env } from "@/lib/env";
import { actionBodyLimit, tooLargeMessage } from "@/lib/http/body-limits";
import { NON_PAGE_POLICY } from "./csp";
import { jsonDepth, MAX_JSON_DEPTH } from "@/lib/http/json-depth";

// Server action requests are checked here, in the proxy, before Next decodes them: Next answers a
// cross-site action, an oversize body and a body it cannot decode with a 500. Each gets a 4xx and a
// sentence a person can act on instead.

// Action bodies up to this size are decoded here first; larger ones are the admin's uploads.
const INSPECT_LIMIT = 1024 * 1024;

function refuse(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": NON_PAGE_POLICY,
    },
  });
}

function isActionRequest(request: Request, contentType: string): boolean {
  if (request.method !== "POST") return false;
  if (request.headers.has("next-action")) return true;
  // Without JavaScript, forms post multipart or urlencoded bodies to the page itself.
  return (
    contentType.startsWith("multipart/form-data") ||
    contentType.startsWith("application/x-www-form-urlencoded")
  );
}

function sameOrigin(request: Request, trustedHops: number): boolean {
  const origin = request.headers.get("origin");
  // Browsers send Origin with every POST; a request without one is a script's, and carries no
  // visitor's cookies unless the script was given them.
  if (origin === null) return true;
  // With no proxy in front, X-Forwarded-Host is whatever the sender wrote (scripts/server.ts drops it).
  const forwarded = trustedHops > 0 ? request.headers.get("x-forwarded-host") : null;
  const host = forwarded ?? request.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function badJson(text: string): boolean {
  if (jsonDepth(text) > MAX_JSON_DEPTH) return true;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

// A control character in a field name or file name breaks the multipart parser.
function hasControlCharacters(value: string): boolean {
  return /[\u0000-\u001f\u007f]/.test(value);
}

async function undecodable(request: Request, contentType: string): Promise<string | null> {
  if (contentType.startsWith("text/plain")) {
    return badJson(await request.text())
      ? "The form's data could not be read. Reload the page and try again."
      : null;
  }
  if (!contentType.startsWith("multipart/form-data")) return null;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return "The form's data could not be read. Reload the page and try again.";
  }
  for (const [name, value] of form) {
    if (hasControlCharacters(name) || (typeof value !== "string" && hasControlCharacters(value.name))) {
      return "A field or file name contains characters that are not allowed. Rename the file and try again.";
    }
    // Fetch actions carry their arguments as JSON in numbered fields.
    if (typeof value === "string" && /^\d+$/.test(name) && badJson(value)) {
      return "The form's data could not be read. Reload the page and try again.";
    }
  }
  return null;
}

/** A 4xx for an action request Next would choke on, or null to let it through. */
export async function refuseBadAction(
  request: Request,
  pathname: string,
  trustedHops = env().TRUST_PROXY,
): Promise<Response | null> {
  const contentType = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!isActionRequest(request, contentType)) return null;
  if (!sameOrigin(request, trustedHops)) {
    return refuse(
      403,
      "This form was sent from another site. Open the page on this site and send it from there.",
    );
  }
  const limit = actionBodyLimit(pathname);
  const length = Number(request.headers.get("content-length") ?? NaN);
  if (!Number.isFinite(length)) return refuse(411, "The form's size was not announced (Content-Length).");
  if (length > limit) return refuse(413, tooLargeMessage(limit));
  if (!request.headers.has("next-action") && !contentType.startsWith("multipart/")) return null;
  if (length > INSPECT_LIMIT) return null;
  const problem = await undecodable(request, contentType);
  return problem ? refuse(400, problem) : null;
}
