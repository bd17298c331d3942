// A request's status as a coloured badge: new ones stand out, handled ones calm down.
import { type RequestStatus, requestStatusLabels } from "../../../domain/requests";

const tones: Record<RequestStatus, string> = {
  nieuw: "beheer-badge--warn",
  in_behandeling: "beheer-badge--info",
  afgehandeld: "beheer-badge--good",
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  return <span className={`beheer-badge ${tones[status]}`}>{requestStatusLabels[status]}</span>;
}
