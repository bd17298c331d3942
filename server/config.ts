// The server's settings, read once from the environment and checked by a schema at start-up.
import { z } from "zod";

/** An unset or empty variable is absent. */
const optionalText = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());
/** HMAC keys as Adyen shows them: hexadecimal, 32 bytes or more. */
const HEX_KEY = /^(?:[0-9a-fA-F]{2}){32,}$/;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** postgres://… for a PostgreSQL server; otherwise a directory for the embedded PGlite, or memory://. */
  DATABASE_URL: z.string().default("data/pglite"),
  /** Seconds to keep retrying a PostgreSQL server that cannot be reached at start before giving up. */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).default(60),
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
  /** Adyen Checkout API key; with ADYEN_MERCHANT_ACCOUNT it makes Adyen the payment provider (else the sandbox). */
  ADYEN_API_KEY: optionalText,
  ADYEN_MERCHANT_ACCOUNT: optionalText,
  /** HMAC key of the shop's webhook in the Adyen Customer Area (hexadecimal). */
  ADYEN_HMAC_KEY: optionalText.pipe(z.string().regex(HEX_KEY, "expected a hexadecimal HMAC key").optional()),
  ADYEN_ENVIRONMENT: z.enum(["TEST", "LIVE"]).default("TEST"),
  /** LIVE only: the prefix of the account's live API endpoints. */
  ADYEN_LIVE_URL_PREFIX: optionalText,
  /** HMAC key of the embedded sandbox provider's webhooks (hexadecimal); without one it is kept in the database. */
  SANDBOX_HMAC_KEY: optionalText.pipe(
    z.string().regex(HEX_KEY, "expected at least 64 hexadecimal characters").optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Requests a client may make per minute on a write route (cart and basket changes, forms). */
  RATE_LIMIT_WRITES: z.coerce.number().int().min(1).default(300),
  /** Requests a client may make per minute to a route that sends an e-mail (save cart, order swatches). */
  RATE_LIMIT_MAIL: z.coerce.number().int().min(1).default(10),
  /** Requests a client may make per minute to POST routes that only compute (configurator, swatch map). */
  RATE_LIMIT_COMPUTE: z.coerce.number().int().min(1).default(600),
  /** Minutes a payment may stay open before its order counts as expired. */
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).default(60),
  /** Access key of the postcode service (Pro6PP-style); without it the shipped sample of postcodes answers. */
  POSTCODE_API_KEY: z.string().min(1).optional(),
  /** Base address of that service's API; its `autocomplete` call is asked. */
  POSTCODE_API_URL: z.url().default("https://api.pro6pp.nl/v1"),
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
