// /beheer/prijzen/:slug (owners): one product's price tables (width x height, one per fabric price group) as an
// editable grid, downloaded and uploaded as CSV; its option surcharges, its discount, and whether it is sold.
// Any bad cell in a table: the server lists them all and changes nothing.
import { Link } from "react-router";
import { PriceGrid } from "../backoffice/shop-settings/PriceGrid";
import { ProductSale } from "../backoffice/shop-settings/ProductSale";
import { SurchargeTable } from "../backoffice/shop-settings/SurchargeTable";
import { loadProductPricesPage } from "../backoffice/shop-settings/shop-settings-pages.server";
import { noScriptAction } from "../no-script";
import type { Route } from "./+types/beheer.prijzen.product";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Prijzen ${data?.product.name ?? ""} | Beheer | Raamwerk` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProductPricesPage(request, context, params.slug);
}

/** Its forms need JavaScript: a post without it is answered with the Dutch message above the form, and
 * nothing of it is kept or shown again (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function ProductPrices({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <>
      <p>
        <Link to="/beheer/prijzen">← Alle producten</Link>
      </p>
      <h1>{product.name}</h1>
      <ProductSale product={product} />
      {product.matrices.map((matrix) => (
        <PriceGrid key={matrix.group} slug={product.slug} matrix={matrix} />
      ))}
      <SurchargeTable slug={product.slug} surcharges={product.surcharges} />
    </>
  );
}
