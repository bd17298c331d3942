// The yardstick: a bare Fastify "hello" route, measured in the same run as the shop.
import Fastify from "fastify";

const app = Fastify();
app.get("/hello", () => ({ hello: "wereld" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
