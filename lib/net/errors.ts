// Why a guarded fetch refused or failed, with a message a visitor can act on.

export type FetchFailure =
  | "protocol"
  | "blocked"
  | "dns"
  | "timeout"
  | "too-large"
  | "not-html"
  | "redirects"
  | "status"
  | "unreachable";

const MESSAGES: Record<FetchFailure, string> = {
  protocol: "Only http:// and https:// addresses can be checked.",
  blocked: "That address points to a private, local or reserved network, which this tool never fetches.",
  dns: "That address's domain could not be found. Check the spelling.",
  timeout: "The page took too long to answer.",
  "too-large": "The page is larger than this tool reads (2 MB).",
  "not-html": "That address is not a web page (HTML).",
  redirects: "The address redirects too many times (more than 5).",
  status: "The page could not be loaded",
  unreachable: "The page could not be reached.",
};

export class GuardedFetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    detail?: string,
  ) {
    super(detail ? `${MESSAGES[reason]} ${detail}` : MESSAGES[reason]);
    this.name = "GuardedFetchError";
  }
}
