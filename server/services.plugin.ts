// The services as a Fastify plugin: built when the app loads, decorated as `app.services`, their background
// work started when the app is ready and stopped, with the database closed, when the app closes.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { commandSocketPath, startCommandChannel } from "./backoffice/staff/command-channel.ts";
import { boot } from "./boot.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { SandboxPaymentProvider } from "./payments/sandbox.ts";
import type { Services } from "./services.ts";

/**
 * Background work the app can run: the mail outbox's delivery worker; the Peppol outbox's (e-invoices); the orders' start-up reconcile with the
 * payment provider and their expiry timer; the sandbox provider's redelivery of webhooks the shop did not take;
 * the local channel `npm run beheer` invites staff through (backoffice/staff/command-channel.ts).
 */
export type BackgroundWork = "mail" | "peppol" | "orders" | "payments" | "commands";

export interface ServicesPluginOptions {
  config: Config;
  /** Started when the app is ready; none by default, so an app built for a script or a test stays quiet. */
  background?: readonly BackgroundWork[];
  /** A database opened already; the app closes it when it closes. Otherwise boot opens DATABASE_URL. */
  database?: Database;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    /** Signs the session cookie and the checkout's CSRF token; from SESSION_SECRET or the database. */
    sessionSecret: string;
  }
}

async function services(app: FastifyInstance, opts: ServicesPluginOptions): Promise<void> {
  const booted = await boot(opts.config, opts.database);
  const { mail, peppol, orders, payments, database } = booted.services;
  app.decorate("services", booted.services);
  app.decorate("sessionSecret", booted.sessionSecret);
  if (booted.seeded) app.log.info("empty database: seeded the catalogue");

  const background = new Set(opts.background ?? []);
  const sandbox = payments instanceof SandboxPaymentProvider ? payments : null;
  let commands: { close(): Promise<void> } | null = null;
  app.addHook("onReady", async () => {
    const socketPath = commandSocketPath(opts.config);
    if (background.has("commands") && socketPath) {
      const log = app.log.child({ area: "beheer" });
      commands = await startCommandChannel(
        socketPath,
        booted.services.staff,
        opts.config.SITE_URL,
        log,
      ).catch((error: unknown) => {
        log.warn(
          `beheer: cannot listen on ${socketPath} (${String(error)}); npm run beheer needs the shop stopped`,
        );
        return null;
      });
    }
    if (background.has("mail")) mail.start(app.log.child({ area: "mail" }));
    if (background.has("peppol")) peppol.start(app.log.child({ area: "peppol" }));
    if (background.has("orders")) orders.start(app.log.child({ area: "orders" }));
    // Like a real provider, the sandbox retries a webhook the shop did not accept, from its own records.
    if (background.has("payments")) sandbox?.startRetries(app.log.child({ area: "sandbox" }));
  });
  // Fastify runs onClose hooks after the server stopped taking requests and the open ones finished, and this
  // plugin's last of all (it was registered first). Everything that writes stops before the database closes;
  // the mail worker's stop waits for a delivery in progress. Stopping work that never started is harmless.
  app.addHook("onClose", async () => {
    await commands?.close();
    orders.stop();
    sandbox?.stopRetries();
    await mail.stop();
    await peppol.stop();
    await database.close();
    app.log.info("database closed");
  });
}

export const servicesPlugin = fp(services, { name: "services", fastify: "5.x" });
