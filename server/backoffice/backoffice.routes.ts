// The back office's JSON API under /api/beheer: every area's routes behind one access check (staff-access.ts),
// and the headers every back-office answer carries, pages included: not indexed, not cached.
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { isBackofficeUrl } from "../http/site.ts";
import { dashboardRoutes } from "./dashboard/dashboard.routes.ts";
import { mailsRoutes } from "./mails/mails.routes.ts";
import { ordersRoutes } from "./orders/orders.routes.ts";
import { pricesRoutes } from "./prices/prices.routes.ts";
import { refundRoutes } from "./refunds/refunds.routes.ts";
import { requestsRoutes } from "./requests/requests.routes.ts";
import { settingsRoutes } from "./settings/settings.routes.ts";
import { staffRoutes } from "./staff/staff.routes.ts";
import { registerStaffAccess } from "./staff/staff-access.ts";
import { voucherRoutes } from "./vouchers/vouchers.routes.ts";

/**
 * On the root app, before the routes: back-office answers are never indexed or stored by a browser or proxy.
 * A route-level hook, added as a route is registered, on the routes that can answer a back-office address:
 * those under /api/beheer and /beheer, and the catch-alls (the API's 404, the pages' handler) that also
 * answer other addresses and so check the address. Every other route (the configurator's, the cart's) pays
 * nothing. A callback hook: no I/O, no promise.
 */
export function backofficeHeaders(app: FastifyInstance): void {
  const markBackoffice: onRequestHookHandler = (request, reply, done) => {
    if (isBackofficeUrl(request.url)) {
      reply.header("X-Robots-Tag", "noindex, nofollow");
      reply.header("Cache-Control", "private, no-store");
    }
    done();
  };
  app.addHook("onRoute", (route) => {
    if (!isBackofficeUrl(route.url) && !route.url.includes("*")) return;
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [markBackoffice, ...hooks];
  });
}

export async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  registerStaffAccess(app, app.services.staff);
  await app.register(staffRoutes);
  // Shop settings (owners): vouchers, rates and service areas, prices and products.
  await app.register(voucherRoutes);
  await app.register(settingsRoutes);
  await app.register(pricesRoutes);
  await app.register(refundRoutes);
  await app.register(dashboardRoutes);
  await app.register(ordersRoutes);
  await app.register(requestsRoutes);
  await app.register(mailsRoutes);
}
