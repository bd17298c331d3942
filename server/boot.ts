// Opens the database, seeds it when empty, loads the catalogue and builds every service on it: everything a
// process needs before it serves. The app does this through its services plugin (services.plugin.ts).

import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { catalogue } from "../catalog/catalogue.ts";
import { AdviceService } from "./advice/advice.service.ts";
import { AuditLog } from "./backoffice/audit.ts";
import { DashboardService } from "./backoffice/dashboard/dashboard.service.ts";
import { StaffService } from "./backoffice/staff/staff.service.ts";
import { CartService } from "./cart/cart.service.ts";
import { CatalogService } from "./catalog/catalog.service.ts";
import { CatalogEditorService } from "./catalog/catalog-editor.service.ts";
import { PreviewTokens } from "./catalog/catalog-preview.ts";
import { PricesAdminService } from "./catalog/prices.service.ts";
import { CheckoutService } from "./checkout/checkout.service.ts";
import type { Config } from "./config.ts";
import { ConfiguratorService } from "./configurator/configurator.service.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { keptSecret } from "./db/settings.ts";
import { DesignsService } from "./designs/designs.service.ts";
import { FittingService, HANDOVER_ATTACHMENTS } from "./fitting/fitting.service.ts";
import { INVOICE_ATTACHMENTS, InvoicesService } from "./invoices/invoices.service.ts";
import { Mailer } from "./mail/mailer.ts";
import { MailsService } from "./mail/mails.service.ts";
import { mailboxTransport, smtpTransport } from "./mail/transport.ts";
import { DatabasePhotoStore } from "./media/photo-store.ts";
import { PhotosService } from "./media/photos.service.ts";
import { readChangeWindow } from "./orders/change-window-settings.ts";
import { OrderChangesService } from "./orders/order-changes.service.ts";
import { OrderLinks } from "./orders/order-links.ts";
import { payments as paymentAttempts } from "./orders/orders.schema.ts";
import { OrdersService } from "./orders/orders.service.ts";
import { createPaymentProvider } from "./payments/choose-provider.ts";
import { RefundsService } from "./payments/refunds.service.ts";
import { createAccessPoint } from "./peppol/choose-access-point.ts";
import { PeppolOutbox } from "./peppol/outbox.ts";
import { pro6ppLookup } from "./postcode/pro6pp.ts";
import { sampleLookup } from "./postcode/sample.ts";
import { ProductionService } from "./production/production.service.ts";
import { ProductionDocuments } from "./production/production-documents.ts";
import { ProductionPlan } from "./production/production-plan.ts";
import { QuotesService } from "./quotes/quotes.service.ts";
import { SearchService } from "./search/search.service.ts";
import { seedCatalogue, seedConfigurations, seedServiceAreas, seedShop } from "./seed.ts";
import { ServiceRequestService } from "./service/service-requests.ts";
import type { Services } from "./services.ts";
import { SwatchService } from "./swatches/swatches.service.ts";
import { localVatCheck } from "./vat/local.ts";
import { viesVatCheck } from "./vat/vies.ts";
import { VouchersService } from "./vouchers/vouchers.service.ts";

export interface Booted {
  services: Services;
  sessionSecret: string;
  seeded: boolean;
}

export async function boot(config: Config, database?: Database): Promise<Booted> {
  const db =
    database ??
    (await openDatabase(config.DATABASE_URL, { connectTimeoutSeconds: config.DATABASE_WAIT_SECONDS }));
  const seeded = await seedDatabase(db.db);
  const catalog = new CatalogService(db.db);
  await catalog.load();
  // Only the embedded database keeps its own secret (the demo needs no settings); loadConfig refuses PostgreSQL
  // without SESSION_SECRET, and this guards configs built another way.
  if (!config.SESSION_SECRET && !config.embedded)
    throw new Error("SESSION_SECRET is required with PostgreSQL");
  const sessionSecret =
    config.SESSION_SECRET ??
    (await keptSecret(db.db, "session_secret", () => randomBytes(32).toString("base64url")));
  const configurator = new ConfiguratorService(catalog);
  const catalogEditor = new CatalogEditorService(db.db, catalog);
  const vouchers = new VouchersService(db.db);
  const cart = new CartService(db.db, catalog, configurator);
  const mail = new Mailer(db.db, {
    transport: config.SMTP_URL ? smtpTransport(config.SMTP_URL) : mailboxTransport(),
    from: config.MAIL_FROM,
    shopEmail: config.SHOP_EMAIL,
    recipientHourlyLimit: config.RATE_LIMIT_MAIL_RECIPIENT,
  });
  const swatches = new SwatchService(db.db, catalog, configurator, mail);
  const payments = await createPaymentProvider(config, {
    db: db.db,
    // Adyen's return carries only our attempt reference; the payment link id is stored with the attempt.
    lookupPspReference: async (reference) => {
      const [row] = await db.db
        .select({ pspReference: paymentAttempts.pspReference })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.reference, reference));
      return row?.pspReference ?? null;
    },
  });
  // With a key the real postcode service answers; without one, the shipped sample of Dutch addresses.
  const postcode = config.POSTCODE_API_KEY
    ? pro6ppLookup(config.POSTCODE_API_KEY, config.POSTCODE_API_URL)
    : sampleLookup();
  // VIES when asked (the default on PostgreSQL); otherwise the check of form and check digits, marked as local.
  const vat = config.VAT_CHECK === "vies" ? viesVatCheck(config.VIES_URL) : localVatCheck();
  // A business's e-invoice over Peppol: Storecove when asked, otherwise kept in the outbox as delivered locally.
  // Its logger until the app's takes over when the worker starts (services.plugin.ts); quiet as LOG_LEVEL says.
  const peppol = new PeppolOutbox(db.db, createAccessPoint(config), {
    logger: pino({ name: "peppol", level: config.LOG_LEVEL }),
  });
  const invoices = new InvoicesService(db.db, peppol);
  mail.registerAttachmentSource(INVOICE_ATTACHMENTS, (number) => invoices.mailAttachments(number));
  const productionPlan = new ProductionPlan(db.db);
  const orderLinks = new OrderLinks(
    await keptSecret(db.db, "order_links_secret", () => randomBytes(32).toString("base64url")),
  );
  const orders = new OrdersService(db.db, payments, mail, config, vouchers, cart, invoices, {
    production: productionPlan,
    links: orderLinks,
    changeWindow: (executor) => readChangeWindow(executor),
  });
  const refunds = new RefundsService(db.db, payments, {
    invoices,
    mail,
    siteUrls: { NL: config.SITE_URL, BE: config.SITE_URL_BE },
  });
  const checkout = new CheckoutService(db.db, cart, orders, payments, config, vat);
  const advice = new AdviceService(db.db, mail, vouchers);
  const productionDocuments = new ProductionDocuments(db.db, catalog);
  const fitting = new FittingService(db.db, orders, productionDocuments, advice, {
    NL: config.SITE_URL,
    BE: config.SITE_URL_BE,
  });
  mail.registerAttachmentSource(HANDOVER_ATTACHMENTS, (number) => fitting.mailAttachments(number));
  const quotes = new QuotesService(db.db, cart, mail, { NL: config.SITE_URL, BE: config.SITE_URL_BE });
  const serviceRequests = new ServiceRequestService(db.db, mail, config.SHOP_EMAIL);
  return {
    services: {
      config,
      database: db,
      catalog,
      search: new SearchService(db.db, catalog),
      photos: new PhotosService(db.db, new DatabasePhotoStore(db.db)),
      configurator,
      cart,
      mail,
      swatches,
      payments,
      checkout,
      orders,
      productionDocuments,
      production: new ProductionService(db.db, orders, productionPlan, catalog),
      fitting,
      invoices,
      peppol,
      postcode,
      vat,
      quotes,
      advice,
      serviceRequests,
      designs: new DesignsService(db.db, configurator, mail),
      staff: new StaffService(db.db),
      audit: new AuditLog(db.db),
      vouchers,
      pricesAdmin: new PricesAdminService(db.db, catalog, catalogEditor),
      catalogEditor,
      previewTokens: new PreviewTokens(sessionSecret),
      refunds,
      orderChanges: new OrderChangesService(
        db.db,
        orders,
        refunds,
        configurator,
        catalog,
        mail,
        config,
        orderLinks,
        { provider: payments, invoices },
      ),
      dashboard: new DashboardService(db.db),
      mails: new MailsService(db.db, mail),
    },
    sessionSecret,
    seeded,
  };
}

/**
 * Seeds what an empty or older database lacks (catalogue, configurations, rates and vouchers, service areas);
 * answers whether the catalogue itself was seeded. Every process runs it at start and the cluster's primary
 * before it forks (server/cluster.ts); each seed serialises concurrent starts with a lock (server/seed.ts), so
 * the later ones find nothing to do.
 */
export async function seedDatabase(db: Database["db"]): Promise<boolean> {
  const seeded = await seedCatalogue(db, catalogue);
  await seedConfigurations(db, catalogue);
  await seedShop(db);
  await seedServiceAreas(db);
  return seeded;
}
