// The refund panel of an order's page: its refunds with their state, what is left to refund, a form (amount in
// euros, reason, 'Terugbetalen') and, when due, the advice fee credited in one click. Writes go through
// useBeheerAction, which reloads the page's data; while a refund waits for the provider's webhook the panel
// reloads by itself a few times.
import { useEffect, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { formatPrice } from "../../../domain/money";
import {
  centsToEuroInput,
  parseEuroAmount,
  REFUND_AMOUNT_INVALID,
  REFUND_AMOUNT_NOT_POSITIVE,
  REFUND_REASON_MAX,
  REFUND_REASON_MISSING,
  REFUND_STATUS_LABELS,
  refundTooMuch,
} from "../../../domain/refunds";
import { NoScriptFields } from "../../no-script";
import { useBeheerAction } from "../api";
import { Badge } from "../Badge";
import { formatDateTime } from "../format";
import { TableWrap } from "../TableWrap";
import type { RefundsData } from "./refunds.server";

/** Reloads while a refund is 'requested': every 2 seconds, at most this often. */
const MAX_RELOADS = 15;

const tones = { requested: "warn", refunded: "good", failed: "bad" } as const;

function useReloadWhilePending(pending: boolean) {
  const revalidator = useRevalidator();
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    if (!pending || reloads >= MAX_RELOADS || revalidator.state !== "idle") return;
    const timer = setTimeout(() => {
      setReloads((n) => n + 1);
      revalidator.revalidate();
    }, 2_000);
    return () => clearTimeout(timer);
  }, [pending, reloads, revalidator]);
}

function RefundForm({ orderNumber, refundableCents }: { orderNumber: string; refundableCents: number }) {
  const id = useId();
  const { run, busy, errors, setErrors } = useBeheerAction();
  const [amount, setAmount] = useState(centsToEuroInput(refundableCents));
  const [reason, setReason] = useState("");
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => setAmount(centsToEuroInput(refundableCents)), [refundableCents]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const cents = parseEuroAmount(amount);
    const problems: Record<string, string> = {};
    if (cents === null) problems.amount = REFUND_AMOUNT_INVALID;
    else if (cents <= 0) problems.amount = REFUND_AMOUNT_NOT_POSITIVE;
    else if (cents > refundableCents) problems.amount = refundTooMuch(refundableCents);
    if (!reason.trim()) problems.reason = REFUND_REASON_MISSING;
    if (Object.keys(problems).length > 0 || cents === null) {
      setErrors(problems);
      return;
    }
    const result = await run("POST", `orders/${encodeURIComponent(orderNumber)}/refunds`, {
      amountCents: cents,
      reason: reason.trim(),
    });
    if (result) {
      setReason("");
      setDone(`Terugbetaling van ${formatPrice(cents)} aangevraagd.`);
    }
  }

  const amountError = errors.amount;
  const reasonError = errors.reason;
  const otherError = errors.refund ?? errors.order ?? errors.server;
  return (
    <form method="post" className="beheer-form" onSubmit={submit} noValidate aria-label="Terugbetalen">
      <NoScriptFields form="terugbetalen" staff />
      <label htmlFor={`${id}-amount`}>Bedrag (€)</label>
      <input
        id={`${id}-amount`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        aria-invalid={amountError ? true : undefined}
        aria-describedby={`${id}-amount-hint${amountError ? ` ${id}-amount-error` : ""}`}
      />
      <p className="beheer-hint" id={`${id}-amount-hint`}>
        Hoogstens {formatPrice(refundableCents)}, bijvoorbeeld 49,00.
      </p>
      {amountError && (
        <p className="beheer-field-error" id={`${id}-amount-error`}>
          {amountError}
        </p>
      )}
      <label htmlFor={`${id}-reason`}>Reden</label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        rows={2}
        maxLength={REFUND_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? `${id}-reason-error` : undefined}
      />
      {reasonError && (
        <p className="beheer-field-error" id={`${id}-reason-error`}>
          {reasonError}
        </p>
      )}
      <button type="submit" className="beheer-button" disabled={busy}>
        Terugbetalen
      </button>
      {otherError && <p className="beheer-error">{otherError}</p>}
      {done && (
        <p className="beheer-notice" role="status">
          {done} De betaalprovider bevestigt de terugbetaling; de status hieronder werkt zich vanzelf bij.
        </p>
      )}
    </form>
  );
}

function AdviceCreditNotice({
  orderNumber,
  credit,
}: {
  orderNumber: string;
  credit: NonNullable<RefundsData["adviceCredit"]>;
}) {
  const { run, busy, errors } = useBeheerAction();
  if (credit.credited) {
    return (
      <p className="beheer-hint">
        Het adviesbedrag van adviesafspraak {credit.adviceNumber} ({formatPrice(credit.amountCents)}) is
        verrekend.
      </p>
    );
  }
  const error = errors.advice ?? errors.amount ?? errors.refund ?? errors.server;
  return (
    <div className="beheer-notice beheer-refunds-advice">
      <p>
        Deze klant betaalde {formatPrice(credit.amountCents)} voor adviesafspraak {credit.adviceNumber}. Bij
        een bestelling boven € 1.500 verrekenen we dat bedrag.
      </p>
      {credit.due && (
        <button
          type="button"
          className="beheer-button"
          disabled={busy}
          onClick={() =>
            run("POST", `orders/${encodeURIComponent(orderNumber)}/refunds`, { kind: "advice_credit" })
          }
        >
          Adviesbedrag verrekenen
        </button>
      )}
      {error && <p className="beheer-error">{error}</p>}
    </div>
  );
}

export function RefundPanel({ orderNumber, refunds }: { orderNumber: string; refunds: RefundsData }) {
  const pending = refunds.refunds.some((refund) => refund.status === "requested");
  useReloadWhilePending(pending);
  const headingId = useId();
  return (
    <section className="beheer-panel beheer-refunds" aria-labelledby={headingId}>
      <h2 id={headingId}>Terugbetalingen</h2>
      {!refunds.paid ? (
        <p>Deze bestelling is niet betaald: er valt niets terug te betalen.</p>
      ) : (
        <>
          <dl className="beheer-refunds-totals">
            <div>
              <dt>Betaald</dt>
              <dd>{formatPrice(refunds.paidCents)}</dd>
            </div>
            <div>
              <dt>Terugbetaald</dt>
              <dd>{formatPrice(refunds.refundedCents)}</dd>
            </div>
            {refunds.requestedCents > 0 && (
              <div>
                <dt>Aangevraagd</dt>
                <dd>{formatPrice(refunds.requestedCents)}</dd>
              </div>
            )}
            <div>
              <dt>Nog terug te betalen</dt>
              <dd>{formatPrice(refunds.refundableCents)}</dd>
            </div>
          </dl>
          {refunds.adviceCredit && (
            <AdviceCreditNotice orderNumber={orderNumber} credit={refunds.adviceCredit} />
          )}
          {refunds.refunds.length > 0 && (
            <TableWrap label="Terugbetalingen">
              <table className="beheer-table">
                <caption className="visually-hidden">Terugbetalingen van bestelling {orderNumber}</caption>
                <thead>
                  <tr>
                    <th scope="col">Aangevraagd</th>
                    <th scope="col" className="number">
                      Bedrag
                    </th>
                    <th scope="col">Reden</th>
                    <th scope="col">Status</th>
                    <th scope="col">Door</th>
                  </tr>
                </thead>
                <tbody>
                  {refunds.refunds.map((refund) => (
                    <tr key={refund.reference}>
                      <td>{formatDateTime(refund.createdAt)}</td>
                      <td className="number">{formatPrice(refund.amountCents)}</td>
                      <td>{refund.reason}</td>
                      <td>
                        <Badge tone={tones[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</Badge>
                        {refund.failureReason && refund.status === "failed" && (
                          <div className="beheer-hint">{refund.failureReason}</div>
                        )}
                      </td>
                      <td>{refund.staffEmail}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
          {refunds.refundableCents > 0 ? (
            <RefundForm orderNumber={orderNumber} refundableCents={refunds.refundableCents} />
          ) : (
            <p className="beheer-hint">Deze bestelling is helemaal terugbetaald.</p>
          )}
        </>
      )}
    </section>
  );
}
