// `npm start -- -p 4000` picks the port as `next start -p 4000` does, and like Next it becomes PORT for the
// whole process (the build included), so that SITE_URL's default (lib/env.ts) is the port actually served.
export function applyPortFlag(argv: string[] = process.argv): void {
  const flag = argv.findIndex((a) => a === "-p" || a === "--port");
  const value = flag >= 0 ? argv[flag + 1] : undefined;
  if (value) process.env.PORT = value;
}
