// The period's VAT-return summary as tables: the Dutch return's boxes (1a, 3b, 3c), what goes to Belgium (the
// OSS, the Belgian return), the opgaaf ICP per VAT number, and the totals per rate. Every amount is a sum of the
// CSV's rows (domain/invoicing/accounting.ts); credit notes are already subtracted.
import type { AccountingSummary } from "../../../domain/invoicing/accounting";
import { formatPrice } from "../../../domain/money";
import { ListTable } from "../ListTable";

const money = (cents: number | null) => (cents === null ? "—" : formatPrice(cents));

function Amounts({ excl, vat }: { excl: number; vat: number | null }) {
  return (
    <>
      <td className="number">{money(excl)}</td>
      <td className="number">{money(vat)}</td>
    </>
  );
}

const amountColumns = [
  { label: "Omzet excl. btw", number: true },
  { label: "Btw", number: true },
] as const;

export function VatSummary({ summary }: { summary: AccountingSummary }) {
  const { documents, totals } = summary;
  return (
    <>
      <p>
        {documents.invoices} {documents.invoices === 1 ? "factuur" : "facturen"} en {documents.creditNotes}{" "}
        {documents.creditNotes === 1 ? "creditnota" : "creditnota's"}: omzet excl. btw{" "}
        {formatPrice(totals.excl)}, btw {formatPrice(totals.vat)}, incl. btw {formatPrice(totals.incl)}.
      </p>

      <h2>Btw-aangifte Nederland</h2>
      <ListTable
        label="Rubrieken btw-aangifte"
        caption="Rubrieken van de Nederlandse btw-aangifte"
        columns={["Rubriek", "Omschrijving", ...amountColumns]}
      >
        {summary.boxes.map((box) => (
          <tr key={box.box}>
            <th scope="row">{box.box}</th>
            <td>{box.label}</td>
            <Amounts excl={box.turnoverExcl} vat={box.vat} />
          </tr>
        ))}
      </ListTable>
      <p className="beheer-hint">
        Zonder btw (intracommunautair en verlegd): {formatPrice(summary.zeroRatedExcl)}. Rubriek 3c: montage
        bij Belgische klanten, waarvan de btw in België wordt aangegeven.
      </p>

      <h2>Btw in België</h2>
      <ListTable
        label="Btw in België"
        caption="Belgische btw: OSS-aangifte en Belgische btw-aangifte"
        columns={["Aangifte", ...amountColumns]}
      >
        <tr>
          <th scope="row">OSS (verzonden naar particulieren in België)</th>
          <Amounts excl={summary.oss.turnoverExcl} vat={summary.oss.vat} />
        </tr>
        <tr>
          <th scope="row">Belgische btw-aangifte (montage bij particulieren)</th>
          <Amounts excl={summary.belgianReturn.turnoverExcl} vat={summary.belgianReturn.vat} />
        </tr>
      </ListTable>

      <h2>Opgaaf ICP</h2>
      {summary.icp.length === 0 ? (
        <p>Geen intracommunautaire leveringen in deze periode.</p>
      ) : (
        <ListTable
          label="Opgaaf ICP"
          caption="Intracommunautaire leveringen per btw-nummer"
          columns={["Land", "Btw-nummer", "Klant", { label: "Bedrag excl. btw", number: true }]}
        >
          {summary.icp.map((line) => (
            <tr key={line.vatNumber}>
              <td>{line.country}</td>
              <td>{line.vatNumber}</td>
              <td>{line.customer}</td>
              <td className="number">{formatPrice(line.amountExcl)}</td>
            </tr>
          ))}
        </ListTable>
      )}

      <h2>Per tarief</h2>
      <ListTable
        label="Omzet per tarief"
        caption="Omzet en btw per tarief"
        columns={["Tarief", ...amountColumns]}
      >
        {summary.byRate.map((rate) => (
          <tr key={rate.rate}>
            <th scope="row">{rate.rate}%</th>
            <Amounts excl={rate.turnoverExcl} vat={rate.vat} />
          </tr>
        ))}
      </ListTable>
    </>
  );
}
