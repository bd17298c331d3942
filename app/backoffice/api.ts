// The back office's calls to /api/beheer from the browser: JSON in and out, the session's CSRF token on writes,
// and the Dutch field errors of a 4xx answer, so a form can show them beside its fields.
import { useCallback, useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { StaffMember } from "../../domain/staff";

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

const NETWORK_ERROR =
  "De beheeromgeving is niet bereikbaar. Controleer de verbinding en probeer het opnieuw.";

export async function callBeheer<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  csrfToken: string | null,
  body?: unknown,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/beheer/${path.replace(/^\//, "")}`, {
      method,
      credentials: "same-origin",
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(csrfToken ? { "x-csrf-token": csrfToken } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, status: 0, errors: { server: NETWORK_ERROR } };
  }
  const json = (await response.json().catch(() => null)) as { errors?: Record<string, string> } | null;
  if (response.ok) return { ok: true, data: json as T };
  if (response.status === 401 && typeof window !== "undefined") {
    window.location.assign(`/beheer/inloggen?terug=${encodeURIComponent(window.location.pathname)}`);
  }
  return { ok: false, status: response.status, errors: json?.errors ?? { server: NETWORK_ERROR } };
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
