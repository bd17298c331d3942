// A request's status as a coloured badge: new ones stand out, handled ones calm down.
import { type RequestStatus, requestStatusLabels } from "../../../domain/requests";
import { Badge, type Tone } from "../Badge";

const tones: Record<RequestStatus, Tone> = {
  nieuw: "warn",
  in_behandeling: "info",
  afgehandeld: "good",
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  return <Badge tone={tones[status]}>{requestStatusLabels[status]}</Badge>;
}
