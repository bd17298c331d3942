// /beheer/prijzen/:slug (owners): one product's price tables (width x height, one per fabric price group) as an
// editable grid, downloaded and uploaded as CSV; its option surcharges, its discount, and whether it is sold.
// Any bad cell in a table: the server lists them all and changes nothing.
import { useState } from "react";
import { Link } from "react-router";
import type { Surcharge } from "../../domain/configurator/types";
import { formatPrice } from "../../domain/money";
import { eurosText, parseEuros } from "../../domain/shop-settings/amounts";
import { CSV_CORNER, matrixToCsv } from "../../domain/shop-settings/price-csv";
import { useBeheerAction } from "../backoffice/api";
import { ErrorList, Field } from "../backoffice/shop-settings/fields";
import { loadProductPricesPage } from "../backoffice/shop-settings/shop-settings-pages.server";
import { TableWrap } from "../backoffice/TableWrap";
import type { Route } from "./+types/beheer.prijzen.product";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Prijzen ${data?.product.name ?? ""} | Beheer | Raamwerk` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProductPricesPage(request, context, params.slug);
}

type Product = Route.ComponentProps["loaderData"]["product"];
type Matrix = Product["matrices"][number];

function groupTitle(group: string): string {
  return group === "default" ? "Prijstabel" : `Prijstabel prijsgroep ${group}`;
}

function MatrixSection({ slug, matrix }: { slug: string; matrix: Matrix }) {
  const { run, busy, errors, setErrors } = useBeheerAction();
  const [saved, setSaved] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const id = `tabel-${matrix.group}`;
  const csv = matrixToCsv(matrix);
  const publish = async (text: string, how: string) => {
    setSaved(null);
    if (await run("PUT", `prices/${slug}/matrices/${encodeURIComponent(matrix.group)}`, { csv: text }))
      setSaved(`${how} De winkel toont de nieuwe prijzen meteen.`);
  };
  async function saveGrid(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // The grid goes the same way as an upload: the server reads and checks it as CSV.
    const lines = [
      [CSV_CORNER, ...matrix.widths].join(";"),
      ...matrix.heights.map((height, h) =>
        [
          height,
          ...matrix.widths.map((_, w) => String(data.get(`c-${h}-${w}`) ?? "").replaceAll(";", "")),
        ].join(";"),
      ),
    ];
    await publish(lines.join("\n"), "De tabel is opgeslagen.");
  }
  async function upload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("bestand");
    if (!(file instanceof File) || file.size === 0) return setErrors({ csv: "Kies eerst een CSV-bestand." });
    await publish(await file.text(), `${file.name} is ingelezen.`);
  }
  return (
    <section className="beheer-panel" aria-labelledby={id}>
      <h2 id={id}>{groupTitle(matrix.group)}</h2>
      <p className="beheer-hint">
        Breedtes in de kolommen, hoogtes in de rijen (cm); een maat tussen twee stappen krijgt de prijs van de
        volgende stap. Bedragen in euro, inclusief btw.
      </p>
      <div className="beheer-filters">
        <a
          className="beheer-button beheer-button--quiet"
          download={`${slug}-${matrix.group}.csv`}
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`}
        >
          Download CSV<span className="visually-hidden"> van {groupTitle(matrix.group).toLowerCase()}</span>
        </a>
        <form
          onSubmit={upload}
          className="beheer-upload"
          aria-label={`CSV uploaden: ${groupTitle(matrix.group)}`}
        >
          {/* The browser's own file button speaks the browser's language; this label speaks Dutch. */}
          <input
            id={`${id}-bestand`}
            className="visually-hidden"
            name="bestand"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? null)}
          />
          <label htmlFor={`${id}-bestand`} className="beheer-button beheer-button--quiet">
            Kies een CSV-bestand
          </label>
          <span className="beheer-hint">{fileName ?? "Nog geen bestand gekozen"}</span>
          <button type="submit" className="beheer-button" disabled={busy}>
            Uploaden
          </button>
        </form>
      </div>
      <ErrorList errors={errors} prefix="csv" />
      <ErrorList errors={errors} prefix="server" />
      {errors.group && <p className="beheer-error">{errors.group}</p>}
      {saved && (
        <p className="beheer-notice" role="status">
          {saved}
        </p>
      )}
      <form
        onSubmit={saveGrid}
        key={JSON.stringify(matrix.cents)}
        aria-label={`Raster: ${groupTitle(matrix.group)}`}
      >
        <TableWrap label={`Prijstabel ${groupTitle(matrix.group)}`} className="beheer-grid-wrap">
          <table className="beheer-table beheer-price-grid">
            <caption className="visually-hidden">
              {groupTitle(matrix.group)}: prijs per hoogte (rij) en breedte (kolom)
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Hoogte \ breedte</span>
                  <span aria-hidden="true">h \ b</span>
                </th>
                {matrix.widths.map((width) => (
                  <th key={width} scope="col" className="number">
                    {width}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matrix.heights.map((height, h) => (
                <tr key={height}>
                  <th scope="row" className="number">
                    {height}
                  </th>
                  {matrix.widths.map((width, w) => (
                    <td key={width}>
                      <input
                        name={`c-${h}-${w}`}
                        aria-label={`Hoogte ${height}, breedte ${width}`}
                        inputMode="decimal"
                        defaultValue={eurosText(matrix.cents[h]?.[w] ?? 0)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
        <button type="submit" className="beheer-button" disabled={busy}>
          Tabel opslaan
        </button>
      </form>
    </section>
  );
}

const surchargeKinds: Record<Surcharge["kind"], string> = {
  fixed: "Vast bedrag (euro)",
  per_metre_width: "Per meter breedte (euro)",
  per_m2: "Per m² (euro)",
  percentage: "Procent van de tabelprijs",
};

function Surcharges({ slug, surcharges }: { slug: string; surcharges: Product["surcharges"] }) {
  const { run, busy, errors, setErrors } = useBeheerAction();
  const [saved, setSaved] = useState(false);
  if (surcharges.length === 0) return null;
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const data = new FormData(event.currentTarget);
    const local: Record<string, string> = {};
    const changes = surcharges.map((s, i) => {
      const text = String(data.get(`s-${s.valueId}`) ?? "").trim();
      const amount =
        s.surcharge.kind === "percentage" ? (/^\d+$/.test(text) ? Number(text) : null) : parseEuros(text);
      if (amount === null)
        local[`surcharges.${i}.amount`] =
          `${s.option}: ${s.value}: vul ${s.surcharge.kind === "percentage" ? "een heel percentage" : "een bedrag"} in.`;
      return { valueId: s.valueId, amount: amount ?? 0 };
    });
    if (Object.keys(local).length > 0) return setErrors(local);
    if (await run("PUT", `prices/${slug}/surcharges`, { surcharges: changes })) setSaved(true);
  }
  return (
    <section className="beheer-panel" aria-labelledby="toeslagen">
      <h2 id="toeslagen">Toeslagen van opties</h2>
      <form onSubmit={submit} noValidate>
        <ErrorList errors={errors} />
        <TableWrap label="Toeslagen per optiewaarde">
          <table className="beheer-table">
            <caption className="visually-hidden">Toeslagen per optiewaarde</caption>
            <thead>
              <tr>
                <th scope="col">Optie</th>
                <th scope="col">Keuze</th>
                <th scope="col">Soort toeslag</th>
                <th scope="col">Toeslag</th>
              </tr>
            </thead>
            <tbody>
              {surcharges.map((s) => (
                <tr key={s.valueId}>
                  <td>{s.option}</td>
                  <td>{s.value}</td>
                  <td>{surchargeKinds[s.surcharge.kind]}</td>
                  <td>
                    <input
                      className="beheer-input--amount"
                      name={`s-${s.valueId}`}
                      aria-label={`Toeslag ${s.option}: ${s.value}`}
                      inputMode="decimal"
                      defaultValue={
                        s.surcharge.kind === "percentage"
                          ? String(s.surcharge.percent)
                          : eurosText(s.surcharge.cents)
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
        <button type="submit" className="beheer-button" disabled={busy}>
          Toeslagen opslaan
        </button>
        {saved && (
          <p className="beheer-notice" role="status">
            De toeslagen zijn opgeslagen.
          </p>
        )}
      </form>
    </section>
  );
}

function Sale({ product }: { product: Product }) {
  const { run, busy, errors } = useBeheerAction();
  const [saved, setSaved] = useState(false);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const text = String(new FormData(event.currentTarget).get("discount") ?? "")
      .trim()
      .replace(",", ".");
    if (await run("PATCH", `prices/${product.slug}`, { discountPercent: text === "" ? 0 : Number(text) }))
      setSaved(true);
  }
  return (
    <section className="beheer-panel" aria-labelledby="verkoop">
      <h2 id="verkoop">Verkoop</h2>
      <p>
        <span className={`beheer-badge beheer-badge--${product.active ? "good" : "bad"}`}>
          {product.active ? "Te koop" : "Uitgezet"}
        </span>{" "}
        Vanaf {formatPrice(product.fromPriceCents)}.{" "}
        {product.active && <a href={`/${product.slug}`}>Bekijk de productpagina</a>}
      </p>
      <button
        type="button"
        className="beheer-button beheer-button--quiet"
        disabled={busy}
        onClick={() => run("PATCH", `prices/${product.slug}`, { active: !product.active })}
      >
        {product.active ? "Product uitzetten" : "Product aanzetten"}
      </button>
      <form className="beheer-filters beheer-sale" onSubmit={submit} noValidate>
        <Field id="discount" label="Korting in procent (0 tot 90)" error={errors.discountPercent}>
          {(aria) => (
            <input
              {...aria}
              className="beheer-input--amount"
              name="discount"
              inputMode="decimal"
              defaultValue={String(product.discountPercent).replace(".", ",")}
            />
          )}
        </Field>
        <button type="submit" className="beheer-button" disabled={busy}>
          Korting opslaan
        </button>
      </form>
      <ErrorList errors={errors} prefix="server" />
      {saved && (
        <p className="beheer-notice" role="status">
          De korting is opgeslagen.
        </p>
      )}
    </section>
  );
}

export default function ProductPrices({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <>
      <p>
        <Link to="/beheer/prijzen">← Alle producten</Link>
      </p>
      <h1>{product.name}</h1>
      <Sale product={product} />
      {product.matrices.map((matrix) => (
        <MatrixSection key={matrix.group} slug={product.slug} matrix={matrix} />
      ))}
      <Surcharges slug={product.slug} surcharges={product.surcharges} />
    </>
  );
}
