// The services one process holds; Fastify routes get them as a decorator, page loaders through the load context.

import type { CartService } from "./cart/cart.service.ts";
import type { CatalogService } from "./catalog/catalog.service.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { SwatchService } from "./swatches/swatches.service.ts";

export interface Services {
  config: Config;
  database: Database;
  catalog: CatalogService;
  /** Outbox and delivery worker; `enqueue` a mail inside the transaction it belongs to. */
  mail: Mailer;
  cart: CartService;
  /** The visitor's colour-swatch basket and swatch orders. */
  swatches: SwatchService;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}
