// /beheer/prijzen (owners): every product, also the ones switched off, with its 'vanaf' price and discount; a
// product's own page holds its price tables and surcharges. Switching a product off takes it out of the shop.
import { Link } from "react-router";
import { formatPrice } from "../../domain/money";
import { useBeheerAction } from "../backoffice/api";
import { Badge } from "../backoffice/Badge";
import { ListTable } from "../backoffice/ListTable";
import { loadPricesPage } from "../backoffice/shop-settings/shop-settings-pages.server";
import type { Route } from "./+types/beheer.prijzen";

export function meta() {
  return [{ title: "Prijzen | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPricesPage(request, context);
}

type Product = Route.ComponentProps["loaderData"]["products"][number];

function ProductRow({ product }: { product: Product }) {
  const { run, busy, errors } = useBeheerAction();
  return (
    <tr>
      <td>
        <Link to={`/beheer/prijzen/${product.slug}`}>{product.name}</Link>
        <div className="beheer-hint">{product.category}</div>
      </td>
      <td className="number">{formatPrice(product.fromPriceCents)}</td>
      <td className="number">{product.discountPercent ? `${product.discountPercent}%` : "—"}</td>
      <td>
        <Badge tone={product.active ? "good" : "bad"}>{product.active ? "Te koop" : "Uitgezet"}</Badge>
      </td>
      <td className="beheer-actions">
        <button
          type="button"
          className="beheer-button beheer-button--quiet"
          disabled={busy}
          onClick={() => run("PATCH", `prices/${product.slug}`, { active: !product.active })}
        >
          {product.active ? "Uitzetten" : "Aanzetten"}
          <span className="visually-hidden"> {product.name}</span>
        </button>
        {(errors.slug || errors.server) && (
          <p className="beheer-field-error">{errors.slug ?? errors.server}</p>
        )}
      </td>
    </tr>
  );
}

export default function Prijzen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Prijzen en producten</h1>
      <p className="beheer-hint">
        Kies een product voor zijn prijstabellen, toeslagen en korting. Een wijziging staat meteen in de
        winkel; open winkelwagens rekenen met de nieuwe prijs. Een uitgezet product heeft geen pagina meer,
        staat niet in zijn categorie en kan niet meer besteld worden.
      </p>
      <ListTable
        label="Alle producten"
        caption="Alle producten"
        columns={[
          "Product",
          { label: "Vanaf", number: true },
          { label: "Korting", number: true },
          "Status",
          { label: "Acties", hidden: true },
        ]}
      >
        {loaderData.products.map((product) => (
          <ProductRow key={product.id} product={product} />
        ))}
      </ListTable>
    </>
  );
}
