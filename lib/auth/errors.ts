import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, SIGN_IN_UNAVAILABLE } from "@/lib/db/availability";

export const INVALID_CREDENTIALS = "Invalid username or password";

interface ApiErrorShape {
  statusCode: number;
  body?: { message?: string; code?: string };
}

/**
 * better-auth's APIError, recognised by shape: the bundler may load its class twice (better-auth/api and
 * @better-auth/core), and then `instanceof` says no to the very error the library threw.
 */
export function asApiError(error: unknown): ApiErrorShape | null {
  return typeof error === "object" &&
    error !== null &&
    typeof (error as ApiErrorShape).statusCode === "number"
    ? (error as ApiErrorShape)
    : null;
}

export function isApiError(error: unknown): boolean {
  return asApiError(error) !== null;
}

/** Throttle refusals keep their message ("Too many attempts..."); every other failure says nothing more. */
export function signInFailureMessage(error: unknown, fallback = INVALID_CREDENTIALS): string {
  if (isDatabaseUnavailable(error)) return SIGN_IN_UNAVAILABLE;
  const api = asApiError(error);
  return api?.statusCode === 429 ? (api.body?.message ?? fallback) : fallback;
}

export function authErrorMessage(error: unknown): string {
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  return asApiError(error)?.body?.message ?? "An unexpected error occurred";
}
