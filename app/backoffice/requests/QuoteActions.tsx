// A quote's actions: its PDF, and 'Bestel deze offerte', which mails the customer a link that puts the quoted
// configurations in their cart (priced anew when opened) and shows where that mail can be read.
import { useState } from "react";
import { Link } from "react-router";
import { useBeheerAction } from "../api";

export function QuoteActions({
  number,
  email,
  orderable,
}: {
  number: string;
  email: string;
  orderable: boolean;
}) {
  const { run, busy, errors } = useBeheerAction<{ mailId: number }>();
  const [mailId, setMailId] = useState<number | null>(null);
  const path = `quotes/${encodeURIComponent(number)}`;
  async function send() {
    const result = await run("POST", `${path}/cart-link`);
    if (result) setMailId(result.mailId);
  }
  return (
    <section className="beheer-panel" aria-labelledby="bestellen">
      <h2 id="bestellen">Offerte</h2>
      <p>
        <a className="beheer-button beheer-button--quiet" href={`/api/beheer/${path}/pdf`}>
          Offerte-PDF openen
        </a>
      </p>
      <p className="beheer-hint" id="bestel-uitleg">
        {orderable
          ? `De klant krijgt op ${email} een e-mail met een knop die deze offerte in de winkelwagen zet, zodat hij hem zonder overtypen bestelt.`
          : "Deze offerte is gemaakt voordat de winkel de samenstelling bewaarde; hij kan niet in een winkelwagen worden gezet."}
      </p>
      <button
        type="button"
        className="beheer-button"
        disabled={busy || !orderable}
        aria-describedby="bestel-uitleg"
        onClick={send}
      >
        Bestel deze offerte
      </button>
      {(errors.number ?? errors.server) && <p className="beheer-error">{errors.number ?? errors.server}</p>}
      {mailId !== null && (
        <p className="beheer-notice" role="status">
          De e-mail 'Bestel je offerte' staat klaar om te versturen.{" "}
          <Link to={`/beheer/mails/${mailId}`}>Lees de e-mail</Link>
        </p>
      )}
    </section>
  );
}
