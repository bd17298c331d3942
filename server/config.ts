// The server's settings, read once from the environment and checked by a schema at start-up.
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { z } from "zod";

/** An unset or empty variable is absent. */
const optionalText = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());
/** HMAC keys as Adyen shows them: hexadecimal, 32 bytes or more. */
const HEX_KEY = /^(?:[0-9a-fA-F]{2}){32,}$/;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /**
   * Worker processes serving one port (node:cluster, server/cluster.ts); more than 1 only with PostgreSQL, since
   * one process owns the embedded PGlite.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** postgres://… for a PostgreSQL server; otherwise a directory for the embedded PGlite, or memory://. */
  DATABASE_URL: z.string().default("data/pglite"),
  /** Seconds to keep retrying a PostgreSQL server that cannot be reached at start before giving up. */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Secret that signs the session cookie (or SESSION_SECRET_FILE, a file holding it). Required on PostgreSQL;
   * only the embedded database keeps a random one in the database when it is unset.
   */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Public address of the shop, used in absolute links (sitemap, e-mails, JSON-LD); http://localhost:PORT. */
  SITE_URL: optionalText.pipe(z.url().optional()),
  /** Public address of the Belgian store; http://be.localhost:PORT. */
  SITE_URL_BE: optionalText.pipe(z.url().optional()),
  /** The development mailbox at /dev/mailbox shows every mail the shop sent: only when set to true. */
  DEV_MAILBOX: z
    .enum(["true", "false", ""])
    .default("false")
    .transform((v) => v === "true"),
  /**
   * `sandbox` takes payments in the embedded sandbox, where anyone can mark an order paid. The embedded
   * database uses it by default; a shop on PostgreSQL only when asked, or Adyen with its keys.
   */
  PAYMENT_PROVIDER: optionalText.pipe(z.enum(["sandbox"]).optional()),
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
  /** Requests a client may make per minute to read: GET calls of the API and page renders. */
  RATE_LIMIT_READS: z.coerce.number().int().min(1).default(1200),
  /** Requests a client may make per minute for pictures under /media/ (a category page shows dozens). */
  RATE_LIMIT_MEDIA: z.coerce.number().int().min(1).default(3000),
  /**
   * Requests a client may make per minute to the routes that send an e-mail (save cart, order swatches,
   * advice, quotes, service), all of them together.
   */
  RATE_LIMIT_MAIL: z.coerce.number().int().min(1).default(10),
  /** Mails those routes may send to one address per hour, whoever asks. */
  RATE_LIMIT_MAIL_RECIPIENT: z.coerce.number().int().min(1).default(5),
  /** Requests a client may make per minute to POST routes that only compute (configurator, swatch map). */
  RATE_LIMIT_COMPUTE: z.coerce.number().int().min(1).default(600),
  /** Designs a client may save (and share by link or QR) per minute (server/designs/). */
  RATE_LIMIT_DESIGNS: z.coerce.number().int().min(1).default(20),
  /**
   * The local channel `npm run beheer` uses to ask the running shop to invite staff (a Unix socket, readable
   * by this user only). Default: beheer.sock beside an embedded database's directory; none for memory:// and
   * PostgreSQL, where the command writes to the database itself.
   */
  BEHEER_SOCKET: optionalText,
  /** Back-office login attempts a client (address) may make per 15 minutes, whichever accounts it tries. */
  RATE_LIMIT_STAFF_LOGIN: z.coerce.number().int().min(1).default(20),
  /** Megabytes of rendered public pages each process keeps in memory (server/http/page-cache.ts); 0: none. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** Minutes a payment may stay open before its order counts as expired. */
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).default(60),
  /** Access key of the postcode service (Pro6PP-style); without it the shipped sample of postcodes answers. */
  POSTCODE_API_KEY: z.string().min(1).optional(),
  /** Base address of that service's API; its `autocomplete` call is asked. */
  POSTCODE_API_URL: z.url().default("https://api.pro6pp.nl/v1"),
  /**
   * How a business customer's VAT number is checked: `vies` asks the EU's VIES service (server/vat/vies.ts),
   * `local` checks its form and check digits only and marks it checked locally. Default: local on the
   * embedded database (the demo, offline), vies on PostgreSQL (a real shop, where VAT is lifted on it).
   */
  VAT_CHECK: optionalText.pipe(z.enum(["vies", "local"]).optional()),
  /** Base address of the VIES REST API; its `check-vat-number` call is asked. */
  VIES_URL: z.url().default("https://ec.europa.eu/taxation_customs/vies/rest-api"),
  /**
   * Where a business customer's e-invoice goes (server/peppol/): `local` keeps it in the Peppol outbox as
   * delivered and nothing leaves the machine (the default); `storecove` sends it over Peppol through Storecove's
   * API, which needs STORECOVE_API_KEY and STORECOVE_LEGAL_ENTITY_ID.
   */
  PEPPOL_ACCESS_POINT: optionalText.pipe(z.enum(["local", "storecove"]).default("local")),
  /** Storecove API key (Bearer; or STORECOVE_API_KEY_FILE, a file holding it). */
  STORECOVE_API_KEY: optionalText,
  /** The shop's LegalEntity id at Storecove, on whose behalf every document is sent. */
  STORECOVE_LEGAL_ENTITY_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,14}$/, "expected the legal entity's numeric id")
      .transform(Number)
      .optional(),
  ),
  /** Base address of Storecove's API; its `document_submissions` call is asked. */
  STORECOVE_URL: z.url().default("https://api.storecove.com/api/v2"),
  /**
   * Which reverse proxies' X-Forwarded-* headers to believe: a number of hops, or a comma-separated list of
   * proxy addresses (CIDR allowed). `true` would let any client pick its own address (and rate-limit key).
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context): TrustProxy => {
      const text = value.trim();
      if (text === "" || text === "false") return false;
      if (text === "true") {
        context.addIssue({
          code: "custom",
          message:
            "true trusts every X-Forwarded-For, so a client picks its own address; give the number of proxies (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.0/8)",
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(text)) return Number(text);
      const list = text.split(",").map((a) => a.trim());
      if (list.some((a) => !isIP(a.replace(/\/\d{1,3}$/, "")))) {
        context.addIssue({ code: "custom", message: "expected a number of hops or proxy addresses" });
        return z.NEVER;
      }
      return list;
    }),
});

/** Fastify's trustProxy: off, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

export type Config = Omit<z.infer<typeof envSchema>, "SITE_URL" | "SITE_URL_BE" | "VAT_CHECK"> & {
  SITE_URL: string;
  SITE_URL_BE: string;
  VAT_CHECK: "vies" | "local";
  /** The embedded database (PGlite): the two-command demo, where secrets may live in the database. */
  embedded: boolean;
  /** Start-up notes for the log: settings left to defaults that a deployment should give. */
  warnings: string[];
};

/** `NAME_FILE` names a file holding NAME (Docker and systemd secrets); its content, trimmed, is the value. */
function withSecretFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const name of ["SESSION_SECRET", "SANDBOX_HMAC_KEY", "STORECOVE_API_KEY"]) {
    const file = env[`${name}_FILE`];
    if (!file || env[name]) continue;
    try {
      out[name] = readFileSync(file, "utf8").trim();
    } catch (error) {
      throw new Error(
        `Invalid environment:\n  ${name}_FILE: cannot read ${file} (${(error as Error).message})`,
      );
    }
  }
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(withSecretFiles(env));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  const embedded = !/^postgres(ql)?:\/\//.test(parsed.DATABASE_URL);
  const missing: string[] = [];
  // Secrets in the database sit in plaintext beside the data they protect: a deployment gives them itself.
  if (!embedded && !parsed.SESSION_SECRET)
    missing.push(
      "  SESSION_SECRET: required with PostgreSQL (or SESSION_SECRET_FILE), at least 32 characters",
    );
  const adyen = Boolean(parsed.ADYEN_API_KEY && parsed.ADYEN_MERCHANT_ACCOUNT);
  if (!embedded && !adyen && parsed.PAYMENT_PROVIDER === "sandbox" && !parsed.SANDBOX_HMAC_KEY)
    missing.push(
      "  SANDBOX_HMAC_KEY: required with PostgreSQL and PAYMENT_PROVIDER=sandbox (or SANDBOX_HMAC_KEY_FILE), 64 hexadecimal characters",
    );
  if (embedded && parsed.WEB_CONCURRENCY > 1)
    missing.push(
      `  WEB_CONCURRENCY: ${parsed.WEB_CONCURRENCY} processes need PostgreSQL (DATABASE_URL=postgres://…); the embedded database (${parsed.DATABASE_URL}) belongs to one process, so leave WEB_CONCURRENCY at 1`,
    );
  if (parsed.PEPPOL_ACCESS_POINT === "storecove")
    for (const name of ["STORECOVE_API_KEY", "STORECOVE_LEGAL_ENTITY_ID"] as const)
      if (!parsed[name])
        missing.push(
          `  ${name}: required with PEPPOL_ACCESS_POINT=storecove (see README, 'E-facturen over Peppol')`,
        );
  if (missing.length > 0) throw new Error(`Invalid environment:\n${missing.join("\n")}`);
  const warnings: string[] = [];
  if (parsed.NODE_ENV === "production") {
    for (const name of ["SITE_URL", "SITE_URL_BE"] as const)
      if (!parsed[name])
        warnings.push(
          `${name} is not set: links in e-mails and pages use ${name === "SITE_URL" ? "http://localhost" : "http://be.localhost"}:${parsed.PORT}`,
        );
  }
  return {
    ...parsed,
    // Absolute links must reach this process: the default follows PORT.
    SITE_URL: parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`,
    SITE_URL_BE: parsed.SITE_URL_BE ?? `http://be.localhost:${parsed.PORT}`,
    VAT_CHECK: parsed.VAT_CHECK ?? (embedded ? "local" : "vies"),
    embedded,
    warnings,
  };
}
