import { APIError } from "better-auth/api";

export const INVALID_CREDENTIALS = "Invalid username or password";

/** Throttle refusals keep their message ("Too many attempts..."); every other failure says nothing more. */
export function signInFailureMessage(error: unknown, fallback = INVALID_CREDENTIALS): string {
  if (error instanceof APIError && error.statusCode === 429) return error.body?.message ?? fallback;
  return fallback;
}

export function authErrorMessage(error: unknown): string {
  if (error instanceof APIError) return error.body?.message ?? "An unexpected error occurred";
  return "An unexpected error occurred";
}
