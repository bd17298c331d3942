// Loaders of the catalogue editor's overview and product pages (/beheer/catalogus…): the draft through the catalogue
// editor's service; every member of staff reads, `mayEdit` says whether the page shows its save buttons.
import { type AppLoadContext, data, redirect } from "react-router";
import { rooms } from "../../../art/draw/sfeer";
import type { CatalogDocument, DocProduct } from "../../../domain/catalog-editor/document";
import { productFamilies } from "../../../domain/products";
import { mayUse } from "../../../domain/staff";
import { PREVIEW_COOKIE } from "../../../server/catalog/catalog-preview";
import { orNotFound } from "../not-found.server";
import { requireStaff } from "../staff.server";

/** The storefront banner's 'Voorbeeld stoppen' link: the preview cookie cleared, back to the overview. */
function stopPreviewRedirect(request: Request): void {
  if (new URL(request.url).searchParams.get("voorbeeld") !== "uit") return;
  throw redirect("/beheer/catalogus", {
    headers: { "Set-Cookie": `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` },
  });
}

async function staffOnCatalog(request: Request, context: AppLoadContext) {
  const session = await requireStaff(request, context, "catalog");
  return { mayEdit: mayUse(session.staff.role, "catalog-edit") };
}

export async function loadCatalogOverview(request: Request, context: AppLoadContext) {
  stopPreviewRedirect(request);
  const { mayEdit } = await staffOnCatalog(request, context);
  const { catalogEditor } = context.services;
  const draft = await catalogEditor.draft();
  return {
    mayEdit,
    open: draft.open,
    changes: draft.changes,
    updatedAt: draft.updatedAt,
    versions: await catalogEditor.publications(),
    families: productFamilies,
    optionSets: draft.document.optionSets.map((s) => ({ id: s.id, name: s.name })),
  };
}

export async function loadProductList(request: Request, context: AppLoadContext) {
  const { mayEdit } = await staffOnCatalog(request, context);
  const { catalogEditor } = context.services;
  const { document } = await catalogEditor.draft();
  const changed = new Set(await catalogEditor.changedKeys("products"));
  const categoryNames = new Map(document.categories.map((c) => [c.slug, c.name]));
  return {
    mayEdit,
    products: document.products.map((p) => ({
      id: p.id,
      name: p.name,
      category: categoryNames.get(p.category) ?? p.category,
      active: p.active,
      changed: changed.has(String(p.id)),
    })),
  };
}

/** What the product form chooses from: categories, collections with their colours, option sets by name. */
function formChoices(document: CatalogDocument) {
  return {
    rooms: [...rooms],
    categories: document.categories.map((c) => ({ slug: c.slug, name: c.name })),
    collections: document.collections.map((c) => ({
      slug: c.slug,
      name: c.name,
      colours: document.colours
        .filter((colour) => colour.collection === c.slug)
        .map((colour) => ({ code: colour.code, name: colour.name, hex: colour.hex })),
    })),
    optionSets: document.optionSets.map((s) => ({
      id: s.id,
      name: s.name,
      usedBy: document.products.filter((p) => p.optionSet === s.id).map((p) => p.id),
    })),
  };
}

/** A new product's starting values: switched off, so a half-made product never reaches the shop. */
function blankProduct(position: number): Omit<DocProduct, "id"> {
  return {
    sku: "",
    slug: "",
    name: "",
    kind: "rolgordijn",
    category: "",
    extraCategories: [],
    optionSet: null,
    shortDescription: "",
    description: [],
    specs: [],
    usps: [],
    seoTitle: null,
    seoDescription: null,
    discountPercent: 0,
    discountLabel: null,
    confLabel: null,
    breedte: 100,
    hoogte: 100,
    hoogteType: "hoogte",
    mountCostCents: 0,
    productionDays: { min: 5, max: 10 },
    featured: false,
    quoteOnly: false,
    active: false,
    reviewsShown: true,
    position,
    collections: [],
    variantColours: [],
    drawings: 1,
    rooms: [],
    photos: [],
  };
}

export async function loadProductForm(request: Request, context: AppLoadContext, id: string | undefined) {
  const { mayEdit } = await staffOnCatalog(request, context);
  const { catalogEditor } = context.services;
  const { document } = await catalogEditor.draft();
  const choices = formChoices(document);
  if (id === undefined) {
    const position = document.products.reduce((max, p) => Math.max(max, p.position), 0) + 1;
    return { mayEdit, choices, product: blankProduct(position), id: null, revision: null, published: false };
  }
  if (!/^\d{1,9}$/.test(id)) throw data({ message: "Niet gevonden" }, { status: 404 });
  const found = await orNotFound(catalogEditor.item("products", id));
  return {
    mayEdit,
    choices,
    product: found.item as DocProduct,
    id: found.item.id,
    revision: found.revision,
    published: found.published,
  };
}

export type ProductFormData = Awaited<ReturnType<typeof loadProductForm>>;
export type FormChoices = ProductFormData["choices"];
export type ProductListRow = Awaited<ReturnType<typeof loadProductList>>["products"][number];
export type VersionView = Awaited<ReturnType<typeof loadCatalogOverview>>["versions"][number];
