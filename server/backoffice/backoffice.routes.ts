// The back office's JSON API under /api/beheer: every area's routes behind one access check (staff-access.ts),
// and the headers every back-office answer carries, pages included: not indexed, not cached.
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { adviceAdminRoutes } from "../advice/advice.admin.routes.ts";
import { catalogEditorRoutes } from "../catalog/catalog-editor.admin.routes.ts";
import { pricesAdminRoutes } from "../catalog/prices.admin.routes.ts";
import { ratesAdminRoutes } from "../catalog/rates.admin.routes.ts";
import { fittingAdminRoutes } from "../fitting/fitting.admin.routes.ts";
import { isBackofficeUrl } from "../http/site.ts";
import { accountingAdminRoutes } from "../invoices/accounting.admin.routes.ts";
import { invoicesAdminRoutes } from "../invoices/invoices.admin.routes.ts";
import { mailsAdminRoutes } from "../mail/mails.admin.routes.ts";
import { photosAdminRoutes } from "../media/photos.admin.routes.ts";
import { ordersAdminRoutes } from "../orders/orders.admin.routes.ts";
import { refundsAdminRoutes } from "../payments/refunds.admin.routes.ts";
import { peppolAdminRoutes } from "../peppol/peppol.admin.routes.ts";
import { productionAdminRoutes } from "../production/production.admin.routes.ts";
import { quotesAdminRoutes } from "../quotes/quotes.admin.routes.ts";
import { serviceAdminRoutes } from "../service/service.admin.routes.ts";
import { swatchesAdminRoutes } from "../swatches/swatches.admin.routes.ts";
import { vouchersAdminRoutes } from "../vouchers/vouchers.admin.routes.ts";
import { dashboardRoutes } from "./dashboard/dashboard.routes.ts";
import { staffRoutes } from "./staff/staff.routes.ts";
import { registerStaffAccess } from "./staff/staff-access.ts";

/** Back-office answers are never indexed or stored by a browser or proxy. A callback hook: no I/O, no promise. */
const markBackoffice: onRequestHookHandler = (_request, reply, done) => {
  reply.header("X-Robots-Tag", "noindex, nofollow");
  reply.header("Cache-Control", "private, no-store");
  done();
};

/**
 * On the root app, before the routes: the back-office headers for the catch-alls that may answer a
 * back-office address as well as others (the API's 404, the pages' handler, which serves /beheer), as a
 * route-level hook added when such a route is registered, first of its hooks. The /api/beheer routes get them
 * from their own scope (backofficeRoutes); every other route (the configurator's, the cart's) pays nothing.
 */
export function backofficeHeaders(app: FastifyInstance): void {
  const markIfBackoffice: onRequestHookHandler = function (request, reply, done) {
    if (isBackofficeUrl(request.url)) markBackoffice.call(this, request, reply, done);
    else done();
  };
  app.addHook("onRoute", (route) => {
    if (!route.url.includes("*")) return;
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [markIfBackoffice, ...hooks];
  });
}

export async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  // Before the access check, so its 401 and 403 carry the headers too.
  app.addHook("onRequest", markBackoffice);
  registerStaffAccess(app, app.services.staff);
  await app.register(staffRoutes);
  // Shop settings (owners): vouchers, rates and service areas, prices and products.
  await app.register(vouchersAdminRoutes);
  await app.register(ratesAdminRoutes);
  await app.register(adviceAdminRoutes);
  await app.register(pricesAdminRoutes);
  await app.register(catalogEditorRoutes);
  await app.register(photosAdminRoutes);
  await app.register(refundsAdminRoutes);
  await app.register(dashboardRoutes);
  await app.register(ordersAdminRoutes);
  await app.register(productionAdminRoutes);
  await app.register(fittingAdminRoutes);
  await app.register(invoicesAdminRoutes);
  await app.register(accountingAdminRoutes);
  await app.register(peppolAdminRoutes);
  // The four kinds of request, each answered by its own area.
  await app.register(quotesAdminRoutes);
  await app.register(serviceAdminRoutes);
  await app.register(swatchesAdminRoutes);
  await app.register(mailsAdminRoutes);
}
