// Picks the payment provider from the configuration: Adyen when its API key and merchant account are set; the
// embedded sandbox with PAYMENT_PROVIDER=sandbox or on the embedded database (the two-command demo); otherwise
// none, because a deployed shop must not take payments anyone can mark paid.

import { randomBytes } from "node:crypto";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { keptSecret } from "../db/settings.ts";
import { AdyenPaymentProvider } from "./adyen.ts";
import type { PaymentProvider } from "./provider.ts";
import { type Notify, SandboxPaymentProvider } from "./sandbox.ts";
import { UnavailablePaymentProvider } from "./unavailable.ts";

export interface PaymentDeps {
  db: Db;
  /** Adyen: the payment link id stored for an attempt reference (see AdyenOptions.lookupPspReference). */
  lookupPspReference?: (reference: string) => Promise<string | null>;
  /** Sandbox: where its webhooks go; without one the app delivers them in-process (sandbox.routes.ts). */
  notify?: Notify;
}

export async function createPaymentProvider(config: Config, deps: PaymentDeps): Promise<PaymentProvider> {
  if (config.ADYEN_API_KEY && config.ADYEN_MERCHANT_ACCOUNT) {
    if (!config.ADYEN_HMAC_KEY) throw new Error("ADYEN_API_KEY is set but ADYEN_HMAC_KEY is not");
    return new AdyenPaymentProvider({
      apiKey: config.ADYEN_API_KEY,
      merchantAccount: config.ADYEN_MERCHANT_ACCOUNT,
      hmacKey: config.ADYEN_HMAC_KEY,
      environment: config.ADYEN_ENVIRONMENT,
      ...(config.ADYEN_LIVE_URL_PREFIX ? { liveUrlPrefix: config.ADYEN_LIVE_URL_PREFIX } : {}),
      ...(deps.lookupPspReference ? { lookupPspReference: deps.lookupPspReference } : {}),
    });
  }
  if (!config.embedded && config.PAYMENT_PROVIDER !== "sandbox") return new UnavailablePaymentProvider();
  // The key in the database sits beside the payments it protects: on PostgreSQL it comes from the environment.
  if (!config.embedded && !config.SANDBOX_HMAC_KEY)
    throw new Error("SANDBOX_HMAC_KEY is required with PostgreSQL and PAYMENT_PROVIDER=sandbox");
  return new SandboxPaymentProvider({
    db: deps.db,
    hmacKey:
      config.SANDBOX_HMAC_KEY ??
      (await keptSecret(deps.db, "sandbox_hmac_key", () => randomBytes(32).toString("hex"))),
    ...(deps.notify ? { notify: deps.notify } : {}),
  });
}

/** The start-up log's line about payments: which provider takes them, or why none does. */
export function paymentNotice(provider: PaymentProvider): { level: "info" | "warn"; message: string } {
  if (provider.name === "adyen") return { level: "info", message: "payments: Adyen" };
  if (provider.name === "sandbox")
    return {
      level: "warn",
      message:
        "payments: the sandbox (test payments, anyone can mark an order paid; every page shows a test banner)",
    };
  return {
    level: "warn",
    message:
      "payments: none configured, so checkout answers that paying is not possible yet; set ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT and ADYEN_HMAC_KEY, or PAYMENT_PROVIDER=sandbox for test payments",
  };
}
