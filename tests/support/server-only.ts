// Vitest stand-in for the `server-only` marker, which throws outside React Server Components.
export {};
