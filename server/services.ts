// The services one process holds; Fastify routes get them as a decorator, page loaders through the load context.

import type { CatalogService } from "./catalog/catalog.service.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";

export interface Services {
  config: Config;
  database: Database;
  catalog: CatalogService;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}
