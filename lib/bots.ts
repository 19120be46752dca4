import { isbot } from "isbot";

// The one bot test (DESIGN habit 11): the kept `isbot` list, plus scripted clients and link previewers
// that do not call themselves bots. No user agent at all is not a browser either.
const SCRIPTED =
  /curl|wget|python-requests|python-urllib|go-http-client|java\/|okhttp|axios|node-fetch|httpclient|libwww|scrapy|phantomjs|preview|whatsapp|lighthouse|pingdom|uptime/i;

export function isBot(userAgent: string | null): boolean {
  return !userAgent || isbot(userAgent) || SCRIPTED.test(userAgent);
}
