// The refund panel's data on an order's page (orders-pages.server.ts loads it): its refunds, what is left to
// refund, the advice credit; the type the refunds route's answer schema gives.
export type { RefundOverview as RefundsData } from "../../../server/payments/refunds.admin.schemas";
