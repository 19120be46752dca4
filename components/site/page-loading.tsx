import { Spinner } from "@/components/ui/spinner";

/**
 * The spinner shown while a request-time page loads. It sits only on routes that render per request: a
 * loading boundary above a page that may call notFound() would send a 200 before the 404 is known.
 */
export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading page" />
    </div>
  );
}
