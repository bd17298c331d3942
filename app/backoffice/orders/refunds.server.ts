// The refund panel's data on an order's page (orders-pages.server.ts loads it): its refunds, what is left to
// refund, the advice credit.
import type { AppLoadContext } from "react-router";

export type RefundsData = Awaited<ReturnType<AppLoadContext["services"]["refunds"]["overview"]>>;
