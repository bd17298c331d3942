// While the shop shuts down, a request that still arrives on an open connection gets the Dutch 503 instead of Fastify's English one.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { errorBody, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER } from "./errors.ts";

/**
 * Needs `return503OnClosing: false` on the Fastify instance, or Fastify answers first. Requests in flight when the
 * shutdown starts are not touched: they finish, and only then is the database closed.
 */
export const closingAnswer = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
      app.log.info("closing: new requests get 503, open ones finish");
    });
    app.addHook("onRequest", async (_request, reply) => {
      if (!closing) return;
      return reply
        .code(503)
        .header("retry-after", UNAVAILABLE_RETRY_AFTER)
        .header("connection", "close")
        .send(errorBody("server", UNAVAILABLE_MESSAGE));
    });
  },
  { name: "closing-answer" },
);
