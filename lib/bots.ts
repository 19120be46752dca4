import { isbot } from "isbot";
import { LRUCache } from "lru-cache";

// The one bot test (DESIGN habit 11): the kept `isbot` list, plus scripted clients and link previewers
// that do not call themselves bots. No user agent at all is not a browser either.
const SCRIPTED =
  /curl|wget|python-requests|python-urllib|go-http-client|java\/|okhttp|axios|node-fetch|httpclient|libwww|scrapy|phantomjs|preview|whatsapp|lighthouse|pingdom|uptime/i;

// A browser's user agent runs the whole of isbot's pattern (~2 µs); visitors' user agents repeat, so each
// is tested once, in a bounded cache (bio clicks test every one).
const tested = new LRUCache<string, boolean>({ max: 2000 });

export function isBot(userAgent: string | null): boolean {
  if (!userAgent) return true;
  let bot = tested.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent) || SCRIPTED.test(userAgent);
    if (userAgent.length <= 1000) tested.set(userAgent, bot);
  }
  return bot;
}
