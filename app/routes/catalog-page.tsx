// `/{slug}`: a category with its product cards, or a product page; a moved address redirects; anything else is a
// 404. A product page's action adds an accessory of 'Past goed bij' posted without JavaScript (with JavaScript the
// form calls cart/addAccessory itself), then goes to the cart.
import { data, redirect } from "react-router";
import { movedOrNotFound, notFound, publicPage } from "../cache-headers";
import { CategoryPage } from "../category/CategoryPage";
import { productListOf, subcategoriesOf } from "../category/category-page.server";
import { type AccessoryActionData, ADD_ACCESSORY_INTENT } from "../product/AccessoryAddForm";
import { ProductPage } from "../product/ProductPage";
import { productBreadcrumbJsonLd, productJsonLd } from "../product/product-jsonld";
import { productPageOf } from "../product/product-page.server";
import { relatedOf } from "../product/related-products.server";
import { refusalOf } from "../refusal";
import { pageMeta, rootDataOf } from "../seo/meta";
import { breadcrumbJsonLd } from "../seo/structured-data";
import catalogStylesheet from "../styles/catalog.css?url";
import type { Route } from "./+types/catalog-page";

export const headers = publicPage();

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: catalogStylesheet, precedence: "default" },
];

export function meta({ data: page, matches }: Route.MetaArgs) {
  if (!page) return [];
  const root = rootDataOf(matches);
  const base = root?.siteConfig.siteBase ?? "";
  if (page.kind === "category") {
    return pageMeta(matches, {
      title: `${page.category.name} op maat | Raamwerk`,
      description: page.category.description,
      image: `/media/social/category/${page.category.slug}.png`,
      imageAlt: page.category.name,
      structuredData: [
        breadcrumbJsonLd(
          [
            { name: "Home", path: "/" },
            { name: page.category.name, path: `/${page.category.slug}` },
          ],
          base,
        ),
      ],
    });
  }
  return pageMeta(matches, {
    title: page.product.seo_title ?? `${page.product.name} op maat | Raamwerk`,
    description: page.product.seo_description ?? page.product.short_description,
    type: "product",
    image: `/media/social/product/${page.product.url_path}.png`,
    imageAlt: page.product.name,
    structuredData: [
      productJsonLd(page.product, base, root?.seo.rates ?? []),
      productBreadcrumbJsonLd(page.product, base),
    ],
  });
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const category = catalog.category(params.slug);
  if (category) {
    const subcategories = subcategoriesOf(catalog.snapshot, category.slug);
    const { searchParams } = new URL(request.url);
    const list = productListOf(
      catalog.snapshot,
      catalog.cards(category.slug),
      searchParams,
      category.filters ?? null,
    );
    return { kind: "category" as const, category, subcategories, ...list };
  }
  const product = catalog.product(params.slug);
  // A moved address leads to its new one for good; an unknown slug must answer 404, so search engines drop it.
  if (!product) return movedOrNotFound(catalog, params.slug, request.url);
  const colour = new URL(request.url).searchParams.get("kleur");
  const selectedColour =
    product.variants.find((v) => v.code === colour)?.code ?? product.variants[0]?.code ?? null;
  return {
    kind: "product" as const,
    product: productPageOf(product),
    selectedColour,
    related: relatedOf(catalog.snapshot, product),
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  // Another site's form must not fill a visitor's cart (the JSON API is safe by its content type).
  if (request.headers.get("sec-fetch-site") === "cross-site") throw data("Niet toegestaan", { status: 403 });
  if (!context.services.catalog.product(params.slug)) notFound();
  const form = await request.formData();
  const entityId = Number(form.get("entity_id"));
  if (form.get("intent") !== ADD_ACCESSORY_INTENT || !Number.isInteger(entityId) || entityId <= 0)
    throw data("Onbekend verzoek", { status: 400 });
  try {
    await context.services.cart.addAccessory(context.ensureSession(), context.store, {
      entity_id: entityId,
      count: Number(form.get("count") ?? 1),
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<AccessoryActionData>(
      { accessory: { entity_id: entityId, error: refusal.message } },
      { status: refusal.status },
    );
  }
  return redirect("/checkout");
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "category") {
    return (
      <CategoryPage
        category={loaderData.category}
        subcategories={loaderData.subcategories}
        products={loaderData.products}
        total={loaderData.total}
        facets={loaderData.facets}
        query={loaderData.query}
        selected={loaderData.selected}
      />
    );
  }
  return (
    <ProductPage
      product={loaderData.product}
      selectedColour={loaderData.selectedColour}
      related={loaderData.related}
    />
  );
}
