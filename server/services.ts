// The services one process holds; Fastify routes get them as the `app.services` decorator (services.plugin.ts),
// page loaders through the load context.

import type { AdviceService } from "./advice/advice.service.ts";
import type { AuditLog } from "./backoffice/audit.ts";
import type { DashboardService } from "./backoffice/dashboard/dashboard.service.ts";
import type { StaffService } from "./backoffice/staff/staff.service.ts";
import type { CartService } from "./cart/cart.service.ts";
import type { CatalogService } from "./catalog/catalog.service.ts";
import type { CatalogEditorService } from "./catalog/catalog-editor.service.ts";
import type { PreviewTokens } from "./catalog/catalog-preview.ts";
import type { PricesAdminService } from "./catalog/prices.service.ts";
import type { CheckoutService } from "./checkout/checkout.service.ts";
import type { Config } from "./config.ts";
import type { ConfiguratorService } from "./configurator/configurator.service.ts";
import type { Database } from "./db/client.ts";
import type { DesignsService } from "./designs/designs.service.ts";
import type { FittingService } from "./fitting/fitting.service.ts";
import type { InvoicesService } from "./invoices/invoices.service.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { MailsService } from "./mail/mails.service.ts";
import type { PhotosService } from "./media/photos.service.ts";
import type { OrderChangesService } from "./orders/order-changes.service.ts";
import type { OrdersService } from "./orders/orders.service.ts";
import type { PaymentProvider } from "./payments/provider.ts";
import type { RefundsService } from "./payments/refunds.service.ts";
import type { PeppolOutbox } from "./peppol/outbox.ts";
import type { PostcodeLookup } from "./postcode/postcode.ts";
import type { ProductionService } from "./production/production.service.ts";
import type { ProductionDocuments } from "./production/production-documents.ts";
import type { QuotesService } from "./quotes/quotes.service.ts";
import type { SearchService } from "./search/search.service.ts";
import type { ServiceRequestService } from "./service/service-requests.ts";
import type { SwatchService } from "./swatches/swatches.service.ts";
import type { VatNumberCheck } from "./vat/vat-check.ts";
import type { VouchersService } from "./vouchers/vouchers.service.ts";

export interface Services {
  config: Config;
  database: Database;
  catalog: CatalogService;
  /** The owner's product photos: the upload (checked, resized, stripped) and their copies (server/media/). */
  photos: PhotosService;
  /** Search over the catalogue: suggestions while typing and the results page (server/search/). */
  search: SearchService;
  /** Resolves a configuration: looked up, values normalised, rules evaluated, priced; or a ClientError. */
  configurator: ConfiguratorService;
  /** Outbox and delivery worker; `enqueue` a mail inside the transaction it belongs to. */
  mail: Mailer;
  cart: CartService;
  /** The visitor's colour-swatch basket and swatch orders; staff: their status and note. */
  swatches: SwatchService;
  /** NL postcode + house number → street and city: the real service with a key, else the shipped sample. */
  postcode: PostcodeLookup;
  /**
   * Checks a business customer's VAT number: VIES, or format and check digits only (VAT_CHECK); a failure is an
   * `unverified` answer, never a throw (server/vat/).
   */
  vat: VatNumberCheck;
  /** The payment provider: Adyen when configured, otherwise the embedded sandbox (server/payments/). */
  payments: PaymentProvider;
  /** The checkout's details and payment steps, and placing the order. */
  checkout: CheckoutService;
  /**
   * Orders and their payment attempts: outcomes, expiry, reconciling with the provider; the back office's list,
   * export, detail, fulfilment moves and cancelling; the customer's status look-up.
   */
  orders: OrdersService;
  /**
   * The customer's change window (the signed /bestelling/{number}/wijzigen page: change a row, answer the
   * shop's question, cancel), staff's question about a row, and the owner's cut-off setting.
   */
  orderChanges: OrderChangesService;
  /** The workshop's printed documents of paid orders: the werkbon, the labels and a production day's cut list. */
  productionDocuments: ProductionDocuments;
  /** The production queue: a day's rows per family with their state, moved by a button or a scanned label. */
  production: ProductionService;
  /**
   * The fitting: planning a mount order's appointment, the customer's answer by link, the fitter's day in travel
   * order and the signed handover with its PDF (server/fitting/).
   */
  fitting: FittingService;
  /** Issued invoices (and credit notes): issuing on payment, their PDF and UBL, the customer's link, the staff's list. */
  invoices: InvoicesService;
  /**
   * The Peppol outbox: a business's invoices and credit notes queued as they are issued, delivered through the
   * access point (Storecove, or the local one) by its worker; the owners' list of what was sent.
   */
  peppol: PeppolOutbox;
  /** Home advice appointments (NL): service areas by postcode, the free-advice coupon, requests; staff: the
   * service areas and the appointments' status and note. */
  advice: AdviceService;
  /** Quote requests for a product or the whole cart; staff: status and note, the PDF, 'Bestel deze offerte'. */
  quotes: QuotesService;
  /** Service requests on a paid order (the service form); staff: their status and note. */
  serviceRequests: ServiceRequestService;
  /** Saved designs: kept under an unguessable code, reopened and shared (docs/designs.md). */
  designs: DesignsService;
  /** The back office's audit log as staff read it (every area writes its entries with writeAudit). */
  audit: AuditLog;
  /** Back-office staff: invitations, logins, sessions, accounts. */
  staff: StaffService;
  /** Voucher codes: the owners' list and edits, and taking or giving back a use inside the caller's transaction. */
  vouchers: VouchersService;
  /** Back office (owners): price tables, surcharges, discounts, products on and off, shop rates per country. */
  pricesAdmin: PricesAdminService;
  /**
   * Back office: the catalogue editor (products, colours, option sets, categories, accessories) with its draft,
   * checks, preview, publications and import/export (decision 0044).
   */
  catalogEditor: CatalogEditorService;
  /** Signs and checks the cookie of a staff preview of the draft catalogue (catalog-preview.ts). */
  previewTokens: PreviewTokens;
  /** Refunds of paid orders through the provider, and the advice-fee credit (back office). */
  refunds: RefundsService;
  /** The back office's dashboard figures. */
  dashboard: DashboardService;
  /** Back office: the mail outbox as staff read it, and sending a mail again. */
  mails: MailsService;
}
