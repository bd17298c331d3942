// Loaders of the owner's shop-settings pages: voucher codes, shop rates and service areas, prices and products.
import type { AppLoadContext } from "react-router";
import { orNotFound } from "../not-found.server";
import { requireStaff } from "../staff.server";

export async function loadVouchersPage(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "vouchers");
  return { vouchers: await context.services.vouchers.list() };
}

export async function loadSettingsPage(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "settings");
  const { pricesAdmin, advice, orderChanges } = context.services;
  return {
    rates: await pricesAdmin.rates(),
    areas: await advice.serviceAreaRows(),
    changeWindow: await orderChanges.windowSettings(),
  };
}

export async function loadPricesPage(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "prices");
  return { products: await context.services.pricesAdmin.list() };
}

export async function loadProductPricesPage(request: Request, context: AppLoadContext, slug: string) {
  await requireStaff(request, context, "prices");
  return { product: await orNotFound(context.services.pricesAdmin.product(slug)) };
}

/** What the pages' components are given: the loaders' answers, one row at a time. */
export type VoucherView = Awaited<ReturnType<typeof loadVouchersPage>>["vouchers"][number];
export type RatesView = Awaited<ReturnType<typeof loadSettingsPage>>["rates"][number];
export type ServiceAreaView = Awaited<ReturnType<typeof loadSettingsPage>>["areas"][number];
export type ProductPricesView = Awaited<ReturnType<typeof loadProductPricesPage>>["product"];
