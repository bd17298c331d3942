// The refund panel's data for an order's page: its refunds, what is left to refund, the advice credit. The page's
// loader (orders-pages.server.ts) checks the staff session first.
import { type AppLoadContext, data } from "react-router";
import { ClientError } from "../../../server/http/errors";

/** The order's refunds; a 404 response for an unknown order. */
export async function loadRefunds(context: AppLoadContext, number: string) {
  try {
    return await context.services.refunds.overview(number);
  } catch (error) {
    if (error instanceof ClientError && error.statusCode === 404) {
      throw data({ message: "Deze bestelling bestaat niet." }, { status: 404 });
    }
    throw error;
  }
}

export type RefundsData = Awaited<ReturnType<typeof loadRefunds>>;
