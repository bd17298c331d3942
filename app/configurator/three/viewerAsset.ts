// The viewer worker as a separate asset (three.js lives only there). Imported dynamically, in the browser only.
import viewerUrl from "./viewer.worker.ts?worker&url";

export { viewerUrl };

/** Approximate uncompressed size of the built worker, for progress when the server sends no usable Content-Length. */
export const VIEWER_BYTES = 560_000;
