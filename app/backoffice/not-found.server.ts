// A service's 404 shown as the back office's 'Niet gevonden' page. The pages are built apart from the compiled
// server, so the page bundle holds its own copy of ClientError: the error is known by its status, not by instanceof.
import { data } from "react-router";

function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("statusCode" in error)) return undefined;
  return typeof error.statusCode === "number" ? error.statusCode : undefined;
}

/** `work`'s answer; a 404 from it becomes the page's 404. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (statusOf(error) === 404) throw data({ message: "Niet gevonden" }, { status: 404 });
    throw error;
  }
}
