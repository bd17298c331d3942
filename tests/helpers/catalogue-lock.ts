// The catalogue has one draft, shared by every browser test file that edits it; two files run at a time, so a file
// that saves, publishes or discards the draft holds this lock meanwhile (a directory made atomically, per server).
import { mkdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A lock older than this is from a run that died: taken over. */
const STALE_MS = 5 * 60_000;

export async function withCatalogueDraft<T>(baseUrl: string, work: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `raamwerk-catalogue-draft-${new URL(baseUrl).port}.lock`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const since = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > STALE_MS) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
