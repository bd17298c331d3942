// The response serializer: in tests an answer with fields its schema would drop is an error, elsewhere they go.
import Fastify from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { droppedPaths, errorResponses, ok, responseSerializerCompiler } from "./openapi.ts";

const answer = z.object({
  cart: z.object({ total: z.number(), items: z.array(z.object({ key: z.string() })) }),
  free: z.record(z.string(), z.unknown()),
});

async function appAnswering(strict: boolean, body: unknown, status = 200) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(strict));
  app.withTypeProvider<ZodTypeProvider>().get(
    "/x",
    {
      schema: { response: { ...errorResponses(404), 200: ok("Het antwoord", answer) } },
    },
    async (_request, reply) => reply.code(status as 200).send(body as never),
  );
  app.get("/plain", { schema: { response: { 200: answer } } }, () => body);
  const res = await app.inject({ method: "GET", url: "/x" });
  // A response schema given without a content type is serialized the same way.
  const plain = await app.inject({ method: "GET", url: "/plain" });
  if (status === 200) expect(plain.statusCode).toBe(res.statusCode);
  await app.close();
  return res;
}

describe("droppedPaths", () => {
  it("names every field the answer lacks, in objects and arrays", () => {
    expect(
      droppedPaths(
        { a: 1, b: { c: 2, d: 3 }, list: [{ k: "x", extra: true }] },
        { a: 1, b: { c: 2 }, list: [{ k: "x" }] },
      ),
    ).toEqual(["b.d", "list[0].extra"]);
    expect(droppedPaths({ a: [1, 2], b: null }, { a: [1, 2], b: null })).toEqual([]);
  });
});

describe("responseSerializerCompiler", () => {
  const complete = { cart: { total: 5, items: [{ key: "r1" }] }, free: { anything: [1] } };
  const withExtra = { cart: { total: 5, items: [{ key: "r1", price: 3 }] }, free: {} };

  it("serializes an answer its schema describes completely", async () => {
    const res = await appAnswering(true, complete);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(complete);
  });

  it("in tests, refuses an answer with a field the schema would drop", async () => {
    const res = await appAnswering(true, withExtra);
    expect(res.statusCode).toBe(500);
  });

  it("serializes the error answers with the error shape", async () => {
    const res = await appAnswering(true, { errors: { id: "Bestaat niet." } }, 404);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { id: "Bestaat niet." } });
    expect((await appAnswering(true, { errors: { id: "x" }, stack: "..." }, 404)).statusCode).toBe(500);
  });

  it("elsewhere, drops the field as fastify-type-provider-zod does", async () => {
    const res = await appAnswering(false, withExtra);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cart: { total: 5, items: [{ key: "r1" }] }, free: {} });
  });
});
