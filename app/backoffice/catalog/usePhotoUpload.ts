// Uploads one photo file to /api/beheer/catalog/photos with the session's CSRF token, reporting its progress:
// XMLHttpRequest, because fetch tells nothing of an upload's progress. The server's Dutch message on a refusal.
import { useCallback, useState } from "react";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "../../../domain/photos";
import { BACKOFFICE_UNREACHABLE } from "../../api/messages";

export const PHOTO_UPLOAD_URL = "/api/beheer/catalog/photos";

export type UploadResult = { ok: true; id: string } | { ok: false; message: string };

/** What the browser can tell before sending: an iPhone's HEIC by its name or type, a file over the limit. */
export function refusedBeforeUpload(file: Pick<File, "name" | "type" | "size">): string | null {
  if (/\.(heic|heif)$/i.test(file.name) || /^image\/hei[cf]/.test(file.type)) return PHOTO_MESSAGES.heic;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  if (file.size === 0) return PHOTO_MESSAGES.empty;
  return null;
}

function send(file: File, csrfToken: string, onProgress: (percent: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", PHOTO_UPLOAD_URL);
    xhr.setRequestHeader("x-csrf-token", csrfToken);
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { id?: string; errors?: Record<string, string> } | null;
      if (xhr.status === 200 && body?.id) return resolve({ ok: true, id: body.id });
      if (xhr.status === 401) {
        window.location.assign(`/beheer/inloggen?terug=${encodeURIComponent(window.location.pathname)}`);
      }
      const message = body?.errors ? Object.values(body.errors)[0] : undefined;
      resolve({ ok: false, message: message ?? BACKOFFICE_UNREACHABLE });
    };
    xhr.onerror = () => resolve({ ok: false, message: BACKOFFICE_UNREACHABLE });
    xhr.send(file);
  });
}

/** Uploads files one after the other; `progress` is the current file's percentage, null when idle. */
export function usePhotoUpload(csrfToken: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState("");
  const upload = useCallback(
    async (file: File): Promise<UploadResult> => {
      const refused = refusedBeforeUpload(file);
      if (refused) return { ok: false, message: refused };
      setFileName(file.name);
      setProgress(0);
      try {
        return await send(file, csrfToken, setProgress);
      } finally {
        setProgress(null);
      }
    },
    [csrfToken],
  );
  return { upload, progress, fileName };
}
