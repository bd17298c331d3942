// Loader of /beheer/facturen (owners, area "invoices"): the issued invoices and credit notes, newest first, with
// the API's filters read from the page's URL and its cap, and the totals of what is listed.
import type { AppLoadContext } from "react-router";
import { invoiceFiltersSchema } from "../../../domain/invoicing/filters";
import { listItem } from "../../../server/invoices/invoices.admin.routes";
import { INVOICE_LIST_LIMIT, type InvoiceRow } from "../../../server/invoices/invoices.service";
import { readListFilters } from "../list-filters.server";
import { requireStaff } from "../staff.server";

export type InvoiceListData = Awaited<ReturnType<typeof loadInvoicesPage>>;
export type ListedDocument = ReturnType<typeof listed>;

/** The filters' names, the schema's own: van, tot, winkel, klant, nultarief. */
const INVOICE_FILTER_KEYS = Object.keys(invoiceFiltersSchema.shape);

/**
 * A document as the page lists it. A credit note's stored amounts are positive (as in its UBL CreditNote, its kind
 * says they are taken back); here they count negative, so a column adds up to what was invoiced net.
 */
function listed(row: InvoiceRow) {
  const item = listItem(row);
  const sign = item.kind === "credit_note" ? -1 : 1;
  return {
    ...item,
    totalExclCents: sign * item.totalExclCents,
    vatCents: sign * item.vatCents,
    totalInclCents: sign * item.totalInclCents,
  };
}

export async function loadInvoicesPage(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "invoices");
  const { typed, filters, errors } = readListFilters(request.url, invoiceFiltersSchema, {
    fields: INVOICE_FILTER_KEYS,
    errorField: "van",
  });
  const documents = (await context.services.invoices.list(filters)).map(listed);
  const totals = { invoices: 0, creditNotes: 0, exclCents: 0, vatCents: 0, inclCents: 0 };
  for (const doc of documents) {
    if (doc.kind === "invoice") totals.invoices += 1;
    else totals.creditNotes += 1;
    totals.exclCents += doc.totalExclCents;
    totals.vatCents += doc.vatCents;
    totals.inclCents += doc.totalInclCents;
  }
  return {
    typed,
    filters,
    errors,
    documents,
    totals,
    /** The list stopped at the cap: older documents are left out, and so are their amounts from the totals. */
    capped: documents.length >= INVOICE_LIST_LIMIT,
    limit: INVOICE_LIST_LIMIT,
  };
}
