// Download a file while reporting progress (0–1), so the viewer's load can show a real percentage.

/**
 * Fetch `url` with a streaming reader. The total comes from Content-Length when the body is sent as is;
 * a compressed body (Content-Encoding) or a missing length uses `estimate` (decoded bytes) instead.
 */
export async function download(
  url: string,
  estimate: number,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const res = await fetch(url, { signal, credentials: "same-origin" });
  if (!res.ok) throw new Error(`viewer ${res.status}`);
  const encoding = res.headers.get("content-encoding");
  const length = Number(res.headers.get("content-length"));
  const total = (!encoding || encoding === "identity") && length > 0 ? length : estimate;
  if (!res.body) {
    await res.arrayBuffer();
    onProgress(1);
    return;
  }
  const reader = res.body.getReader();
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    onProgress(Math.min(0.99, received / total));
  }
  onProgress(1);
}
