// The products of the draft on /beheer/catalogus/producten: filtered by a search box as one types, each with its
// category, whether it is sold and whether the draft changes it; 'Kopie maken' goes to the new copy's page.
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useBeheerAction } from "../api";
import { Badge } from "../Badge";
import { ListTable } from "../ListTable";
import { Field } from "../shop-settings/fields";
import type { ProductListRow } from "./catalog-pages.server";

function CopyButton({ product }: { product: ProductListRow }) {
  const { run, busy, errors } = useBeheerAction<{ item: { id: number } }>();
  const navigate = useNavigate();
  const copy = async () => {
    const answer = await run("POST", `catalog/products/${product.id}/copy`);
    if (answer) navigate(`/beheer/catalogus/producten/${answer.item.id}`);
  };
  return (
    <>
      <button type="button" className="beheer-button beheer-button--quiet" disabled={busy} onClick={copy}>
        Kopie maken<span className="visually-hidden"> van {product.name}</span>
      </button>
      {Object.keys(errors).length > 0 && (
        <p className="beheer-field-error" role="alert">
          {Object.values(errors).join(" ")}
        </p>
      )}
    </>
  );
}

const normal = (s: string) =>
  s
    .toLocaleLowerCase("nl")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "");

export function ProductList({
  products,
  mayEdit,
}: {
  products: readonly ProductListRow[];
  mayEdit: boolean;
}) {
  const [query, setQuery] = useState("");
  const shown = products.filter((p) =>
    normal(`${p.name} ${p.category} ${p.id}`).includes(normal(query.trim())),
  );
  return (
    <>
      <div className="catalog-toolbar">
        <Field id="product-zoeken" label="Zoeken op naam of categorie">
          {(aria) => (
            <input {...aria} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          )}
        </Field>
        {mayEdit && (
          <Link className="beheer-button" to="/beheer/catalogus/producten/nieuw">
            Nieuw product
          </Link>
        )}
      </div>
      <p className="beheer-hint" aria-live="polite">
        {shown.length === products.length
          ? `${products.length} producten`
          : `${shown.length} van ${products.length} producten`}
      </p>
      <ListTable
        label="Producten"
        caption="Producten in het concept"
        columns={[
          "Product",
          "Categorie",
          "Te koop",
          "In het concept",
          ...(mayEdit ? [{ label: "Acties", hidden: true as const }] : []),
        ]}
      >
        {shown.map((product) => (
          <tr key={product.id}>
            <td>
              <Link to={`/beheer/catalogus/producten/${product.id}`}>{product.name}</Link>
            </td>
            <td>{product.category}</td>
            <td>
              <Badge tone={product.active ? "good" : "plain"}>{product.active ? "Aan" : "Uit"}</Badge>
            </td>
            <td>{product.changed ? <Badge tone="warn">Gewijzigd</Badge> : "—"}</td>
            {mayEdit && (
              <td className="beheer-actions">
                <CopyButton product={product} />
              </td>
            )}
          </tr>
        ))}
      </ListTable>
    </>
  );
}
