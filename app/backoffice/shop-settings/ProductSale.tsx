// Whether a product of /beheer/prijzen/:slug is sold, and its discount in percent.
import { useState } from "react";
import { formatPrice } from "../../../domain/money";
import { NoScriptFields } from "../../no-script";
import { useBeheerAction } from "../api";
import { Badge } from "../Badge";
import { ErrorList, Field } from "./fields";
import type { ProductPricesView as Product } from "./shop-settings-pages.server";

export function ProductSale({ product }: { product: Product }) {
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
        <Badge tone={product.active ? "good" : "bad"}>{product.active ? "Te koop" : "Uitgezet"}</Badge> Vanaf{" "}
        {formatPrice(product.fromPriceCents)}.{" "}
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
      <form method="post" className="beheer-filters beheer-sale" onSubmit={submit} noValidate>
        <NoScriptFields form="actieprijs" staff />
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
