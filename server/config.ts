// The server's settings, read once from the environment and checked by a schema at start-up.
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** postgres://… for a PostgreSQL server; otherwise a directory for the embedded PGlite, or memory://. */
  DATABASE_URL: z.string().default("data/pglite"),
  /** Secret that signs the session cookie; without one a random secret is kept in the database. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Public address of the shop, used in absolute links (sitemap, e-mails, JSON-LD). */
  SITE_URL: z.url().default("http://localhost:3000"),
  /** Public address of the Belgian store. */
  SITE_URL_BE: z.url().default("http://be.localhost:3000"),
  /** Shared rate-limit counters for several processes. */
  REDIS_URL: z.string().optional(),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587); without it mail stays in the dev mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^(smtps?:\/\/.+)?$/, "expected smtp://… or smtps://…")
    .optional(),
  /** From header of every mail the shop sends. */
  MAIL_FROM: z.string().default("Raamwerk <klantenservice@raamwerk.nl>"),
  /** The shop's own address: Reply-To of every mail, and where copies for the shop go. */
  SHOP_EMAIL: z.email().default("klantenservice@raamwerk.nl"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Requests a client may make per minute on a write route (cart and basket changes, forms). */
  RATE_LIMIT_WRITES: z.coerce.number().int().min(1).default(300),
  /** Requests a client may make per minute to a route that sends an e-mail (save cart, order swatches). */
  RATE_LIMIT_MAIL: z.coerce.number().int().min(1).default(10),
  /** Requests a client may make per minute to POST routes that only compute (configurator, swatch map). */
  RATE_LIMIT_COMPUTE: z.coerce.number().int().min(1).default(600),
  /** Trust X-Forwarded-* headers from a reverse proxy. */
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}
