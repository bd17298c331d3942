// A JSON call to an outside service (the postcode service, VIES): within a time limit, and every way it can fail
// as one short line for the log (the failure names no URL, so an access key in the query stays out of the log).

export type OutsideAnswer = { status: number; body: unknown } | { failed: string };

/** Fetches `url` and reads its JSON body; a network failure, a time-out or a body that is not JSON is `failed`. */
export async function fetchOutsideJson(
  fetchImpl: typeof fetch,
  url: string | URL,
  init: RequestInit,
  timeoutMs: number,
): Promise<OutsideAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { failed: timedOut ? `no answer within ${timeoutMs} ms` : describe(error) };
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch {
    return { failed: `HTTP ${response.status} with a body that is not JSON` };
  }
}

/** An error as one short line: its message and, when it has one, its cause's. */
export function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}
