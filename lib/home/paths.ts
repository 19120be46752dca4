// "/" is a rewrite to /home/index (next.config.ts): a route with a parameter is rendered on first request
// and then cached, never at build time, when there is no database for the featured ebooks.

export const HOME_PATH = "/";
export const HOME_VIEW = "index";
