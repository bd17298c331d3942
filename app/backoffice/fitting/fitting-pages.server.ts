// Loaders of the fitting pages: the fitter's day (/beheer/montage) and one appointment's handover
// (/beheer/montage/:number). Area "fitting": a monteur sees only their own appointments (the service decides).
import { type AppLoadContext, data } from "react-router";
import { shopToday } from "../../../domain/delivery/shop-time.ts";
import { isIsoDate, MAX_ID } from "../../../domain/fitting/fitting";
import type { AppointmentView } from "../../../server/fitting/fitting.service";
import { orNotFound } from "../not-found.server";
import { requireStaff } from "../staff.server";

export type { AppointmentView };

/** The day (?dag=, default today) and, for planners, the fitter filter (?monteur=). */
export async function loadFittingDay(request: Request, context: AppLoadContext) {
  const session = await requireStaff(request, context, "fitting");
  const params = new URL(request.url).searchParams;
  const asked = params.get("dag") ?? "";
  const dayError = asked !== "" && !isIsoDate(asked) ? "Kies een geldige dag." : null;
  const date = asked !== "" && !dayError ? asked : shopToday();
  const isFitter = session.staff.role === "monteur";
  const fitterParam = Number(params.get("monteur") ?? "");
  const fitterId =
    !isFitter && Number.isInteger(fitterParam) && fitterParam > 0 && fitterParam <= MAX_ID
      ? fitterParam
      : undefined;
  const { fitting } = context.services;
  return {
    date,
    today: shopToday(),
    dayError,
    isFitter,
    fitterId: fitterId ?? null,
    fitters: isFitter ? [] : await fitting.fitters(),
    appointments: await fitting.day(session.staff, date, fitterId),
  };
}

export async function loadHandover(request: Request, context: AppLoadContext, number: string) {
  const session = await requireStaff(request, context, "fitting");
  if (!/^[A-Za-z0-9-]{1,40}$/.test(number)) throw data({ message: "Niet gevonden" }, { status: 404 });
  return { appointment: await orNotFound(context.services.fitting.view(session.staff, number)) };
}

/** The order page's fitting panel: the appointment, the fitters to plan with, the shop's today. */
export async function loadOrderFitting(context: AppLoadContext, number: string) {
  const { fitting } = context.services;
  return {
    appointment: await fitting.forOrder(number),
    fitters: await fitting.fitters(),
    today: shopToday(),
  };
}
