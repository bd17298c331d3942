// The check before cutting in short, above the rows: how many rows ask for a second look, the question the
// customer has open, and until when the customer may still change or cancel through their link.
import { formatPrice } from "../../../domain/money";
import type { CheckFinding } from "./RowCheck";

export interface CheckView {
  findings: Record<string, CheckFinding[]>;
  question: {
    rowKey: string;
    question: string;
    askedAt: string;
    askedBy: string;
    answeredAt: string | null;
  } | null;
  windowOpen: boolean;
  deadline: string | null;
  /** A dearer change of the customer's waiting for its payment. */
  pendingPayment?: { position: number; differenceCents: number } | null;
}

export function CheckSummary({ check }: { check: CheckView }) {
  const flagged = Object.values(check.findings).filter((list) => list.length > 0).length;
  const open = check.question && !check.question.answeredAt ? check.question : null;
  return (
    <section aria-labelledby="controle" className="beheer-panel">
      <h2 id="controle">Controle voor het snijden</h2>
      <p>
        {flagged === 0
          ? "De controle vond niets bijzonders in de regels."
          : `${flagged} ${flagged === 1 ? "regel vraagt" : "regels vragen"} om een tweede blik: zie de bevindingen bij de regels hieronder.`}
      </p>
      {open && (
        <p className="beheer-notice">
          Gevraagd door {open.askedBy}: “{open.question}” De klant heeft nog niet geantwoord.
        </p>
      )}
      {check.pendingPayment && (
        <p className="beheer-notice" role="status">
          Wacht op betaling van een wijziging: {formatPrice(check.pendingPayment.differenceCents)} (regel{" "}
          {check.pendingPayment.position}).{" "}
          {check.windowOpen
            ? "Vrijgeven kan pas als de klant betaald heeft of de wijzigtermijn voorbij is."
            : "De wijzigtermijn is voorbij: vrijgeven laat de wijziging vervallen."}
        </p>
      )}
      <p className="beheer-hint">
        {check.windowOpen
          ? `De klant kan tot ${check.deadline} nog wijzigen of annuleren via de link in de mail. Vrijgeven sluit dat meteen.`
          : "De wijzigtermijn van de klant is voorbij."}
      </p>
    </section>
  );
}
