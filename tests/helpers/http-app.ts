// A running shop behind the `inject` interface the API tests and their helpers use (TestVisitor, readyVisitor,
// validValues), so the same journeys run over real HTTP. Each request opens its own connection, so a cluster's
// workers take turns answering, and names its client in X-Forwarded-For (the shop runs with TRUST_PROXY=1), so
// each journey has its own rate-limit counters.
import { request } from "node:http";
import type { FastifyInstance, InjectOptions } from "fastify";

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: read untyped, as light-my-request's json() is in every API test
  json(): any;
  cookies: { name: string; value: string }[];
}

/** One request on a new connection; an object payload goes as JSON, a string as it is. */
export function send(baseUrl: string, options: InjectOptions, client?: string): Promise<HttpAnswer> {
  const url = new URL(String(options.url ?? "/"), baseUrl);
  const payload = options.payload;
  const body =
    payload === undefined ? undefined : typeof payload === "string" ? payload : JSON.stringify(payload);
  const headers: Record<string, string> = {
    ...(body !== undefined && typeof payload !== "string" ? { "content-type": "application/json" } : {}),
    ...(client ? { "x-forwarded-for": client } : {}),
    ...(options.headers as Record<string, string> | undefined),
  };
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? "GET", headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const text = Buffer.concat(chunks).toString();
        const setCookie = incoming.headers["set-cookie"] ?? [];
        resolve({
          statusCode: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: text,
          json: () => JSON.parse(text),
          cookies: setCookie.map((cookie) => {
            const [pair = ""] = cookie.split(";");
            const at = pair.indexOf("=");
            return { name: pair.slice(0, at), value: pair.slice(at + 1) };
          }),
        });
      });
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** The shop at `baseUrl` as an app whose `inject` sends real requests, as client `client`. */
export function httpApp(baseUrl: string, client?: string): FastifyInstance {
  return { inject: (options: InjectOptions) => send(baseUrl, options, client) } as unknown as FastifyInstance;
}
