// /api/beheer/service: the service requests as the shop handles them (list, detail with the order, status and note).
import type { FastifyInstance } from "fastify";
import { requestRoutes } from "../requests/request-routes.ts";

export async function serviceAdminRoutes(app: FastifyInstance): Promise<void> {
  requestRoutes(
    app,
    "service",
    {
      many: "ServiceRequests",
      one: "ServiceRequest",
      dutch: "serviceaanvragen",
      dutchOne: "serviceaanvraag",
    },
    app.services.serviceRequests,
  );
}
