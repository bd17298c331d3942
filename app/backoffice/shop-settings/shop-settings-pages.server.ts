// Loaders of the owner's shop-settings pages: voucher codes, shop rates and service areas, prices and products.
import { type AppLoadContext, data } from "react-router";
import { ClientError } from "../../../server/http/errors";
import { requireStaff } from "../staff.server";

export async function loadVouchersPage(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "vouchers");
  return { vouchers: await context.services.vouchersAdmin.list() };
}

export async function loadSettingsPage(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "settings");
  const { settingsAdmin } = context.services;
  return { rates: await settingsAdmin.rates(), areas: await settingsAdmin.serviceAreas() };
}

export async function loadPricesPage(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "prices");
  return { products: await context.services.pricesAdmin.list() };
}

export async function loadProductPricesPage(request: Request, context: AppLoadContext, slug: string) {
  await requireStaff(request, context, "prices");
  try {
    return { product: await context.services.pricesAdmin.product(slug) };
  } catch (error) {
    if (error instanceof ClientError && error.statusCode === 404) throw data(null, { status: 404 });
    throw error;
  }
}
