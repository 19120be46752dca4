import { APICallError, RetryError } from "ai";

// What a visitor is told when the provider fails: what happened and what to do, never a stack trace.

export function providerErrorMessage(error: unknown): string {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode === 429) {
      return "The AI provider is busy or this site's AI quota is used up. Try again in a few minutes.";
    }
    if (cause.statusCode === 401 || cause.statusCode === 403) {
      return "The AI provider refused this site's key. Please tell the site owner; the tools cannot generate until the key is fixed.";
    }
  }
  if (cause instanceof Error && (cause.name === "AbortError" || cause.name === "TimeoutError")) {
    return "The AI provider took too long to answer. Try again in a minute, or with a shorter input.";
  }
  return "The AI provider could not be reached or returned an error. Try again in a minute; if it keeps failing, the site owner should check the AI settings.";
}
