// The back office's calls to /api/beheer from the browser, through the shop's one JSON client: the session's CSRF
// token on writes, and the Dutch field errors of a 4xx answer as a result, so a form can show them beside its fields.
import { useCallback, useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { StaffMember } from "../../domain/staff";
import { ApiError, callApi } from "../api/client";
import { BACKOFFICE_UNREACHABLE } from "../api/messages";

/** What the layout's loader gives every back-office page. */
export interface BackofficeData {
  staff: StaffMember;
  csrfToken: string;
}

export function useBackofficeData(): BackofficeData {
  const data = useRouteLoaderData<BackofficeData>("routes/beheer");
  if (!data) throw new Error("back-office layout data missing");
  return data;
}

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; errors: Record<string, string> };

/** A call to /api/beheer/`path`; never throws: a failure is its field messages (a 401 goes to the login page). */
export async function callBeheer<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  csrfToken: string | null,
  body?: unknown,
): Promise<ApiResult<T>> {
  try {
    const data = await callApi<T>(method, path.replace(/^\//, ""), body, { base: "/api/beheer/", csrfToken });
    return { ok: true, data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401 && typeof window !== "undefined") {
      window.location.assign(`/beheer/inloggen?terug=${encodeURIComponent(window.location.pathname)}`);
    }
    const known = error.status !== 0 && Object.keys(error.errors).length > 0;
    return {
      ok: false,
      status: error.status,
      errors: known ? error.errors : { server: BACKOFFICE_UNREACHABLE },
    };
  }
}

/**
 * A write from a back-office page: sends it with the session's CSRF token, keeps the errors to show, and
 * reloads the page's data after a success so every number on the page is the server's.
 */
export function useBeheerAction<T = unknown>() {
  const { csrfToken } = useBackofficeData();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = useCallback(
    async (method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<T | null> => {
      setBusy(true);
      setErrors({});
      const result = await callBeheer<T>(method, path, csrfToken, body ?? {});
      setBusy(false);
      if (!result.ok) {
        setErrors(result.errors);
        return null;
      }
      await revalidator.revalidate();
      return result.data;
    },
    [csrfToken, revalidator],
  );
  return { run, busy, errors, setErrors };
}
