// Server rendering: the whole page is rendered before the first byte goes out, as one buffer.
// Pages await their data in the loader and defer nothing, so streaming would only add overhead:
// handing React's many small chunks through Node and web streams cost more than rendering itself.
import { Writable } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }),
        );
        callback();
      },
    });
    const options: RenderToPipeableStreamOptions = {
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    };
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      options,
    );
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
