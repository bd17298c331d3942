// /api/beheer/swatches: the swatch orders as the shop handles them (list, detail with the colours, status and note).
import type { FastifyInstance } from "fastify";
import { requestRoutes } from "../requests/request-routes.ts";

export async function swatchesAdminRoutes(app: FastifyInstance): Promise<void> {
  requestRoutes(
    app,
    "swatches",
    {
      many: "SwatchOrders",
      one: "SwatchOrder",
      dutch: "kleurstalenbestellingen",
      dutchOne: "kleurstalenbestelling",
    },
    app.services.swatches,
  );
}
