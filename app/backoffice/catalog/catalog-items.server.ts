// Loaders of the catalogue editor's pages for colours, collections, categories and accessories: every member of
// staff reads the draft (the live catalogue when there is none); only the owner gets the forms' save buttons.
import type { AppLoadContext } from "react-router";
import { accessoryIcons } from "../../../catalog/configurations/accessories";
import { colourOffer } from "../../../domain/catalog-editor/colour-values";
import type { DocColour, ItemKind, ItemOf } from "../../../domain/catalog-editor/document";
import { mayUse } from "../../../domain/staff";
import { orNotFound } from "../not-found.server";
import { requireStaff } from "../staff.server";

/** The address's key for a form that makes a new item. */
export const NEW_KEY = "nieuw";

async function draftFor(request: Request, context: AppLoadContext) {
  const session = await requireStaff(request, context, "catalog");
  const { document, open } = await context.services.catalogEditor.draft();
  return { document, draftOpen: open, canEdit: mayUse(session.staff.role, "catalog-edit") };
}

/** One item with its revision, or null for a new one; an unknown key is the page's 404. */
async function itemFor<K extends ItemKind>(context: AppLoadContext, kind: K, key: string) {
  if (key === NEW_KEY) return null;
  const state = await orNotFound(context.services.catalogEditor.item(kind, key));
  return { ...state, item: state.item as ItemOf<K> };
}

export async function loadColoursPage(request: Request, context: AppLoadContext) {
  const { document, draftOpen, canEdit } = await draftFor(request, context);
  const url = new URL(request.url);
  const collection = url.searchParams.get("collectie") ?? "";
  const availability = url.searchParams.get("beschikbaarheid") ?? "";
  const shown = (c: DocColour) =>
    (!collection || c.collection === collection) && (!availability || c.availability === availability);
  return {
    canEdit,
    draftOpen,
    filter: { collection, availability },
    collections: [...document.collections].sort((a, b) => a.position - b.position),
    colours: document.colours
      .filter(shown)
      .sort((a, b) => a.position - b.position || a.code.localeCompare(b.code)),
    optionSets: document.optionSets.map((s) => ({ id: s.id, name: s.name })),
  };
}

export async function loadColourPage(request: Request, context: AppLoadContext, code: string) {
  const { document, canEdit } = await draftFor(request, context);
  const state = await itemFor(context, "colours", code);
  const url = new URL(request.url);
  return {
    canEdit,
    state,
    collection: state?.item.collection ?? url.searchParams.get("collectie") ?? "",
    collections: [...document.collections]
      .sort((a, b) => a.position - b.position)
      .map((k) => ({ slug: k.slug, name: k.name })),
    products: document.products.map((p) => ({ id: p.id, name: p.name, collections: p.collections })),
    /** Per collection, the place after its last colour (a new colour's default). */
    nextPositions: Object.fromEntries(
      document.collections.map((k) => [
        k.slug,
        Math.max(-1, ...document.colours.filter((c) => c.collection === k.slug).map((c) => c.position)) + 1,
      ]),
    ),
    /** For a new colour: none yet; the form offers it in every product of its collection by default. */
    offered: state ? colourOffer(document, state.item.code).offered : null,
  };
}

export async function loadCollectionPage(request: Request, context: AppLoadContext, slug: string) {
  const { document, canEdit } = await draftFor(request, context);
  const state = await itemFor(context, "collections", slug);
  return {
    canEdit,
    state,
    colours: state ? document.colours.filter((c) => c.collection === slug).length : 0,
    nextPosition: Math.max(-1, ...document.collections.map((k) => k.position)) + 1,
  };
}

export async function loadCategoriesPage(request: Request, context: AppLoadContext) {
  const { document, canEdit } = await draftFor(request, context);
  return { canEdit, categories: document.categories };
}

export async function loadCategoryPage(request: Request, context: AppLoadContext, id: string) {
  const { document, canEdit } = await draftFor(request, context);
  const state = await itemFor(context, "categories", id);
  return {
    canEdit,
    state,
    categories: document.categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name, parent: c.parent })),
    nextPosition: Math.max(-1, ...document.categories.map((c) => c.position)) + 1,
  };
}

export async function loadAccessoriesPage(request: Request, context: AppLoadContext) {
  const { document, canEdit } = await draftFor(request, context);
  return {
    canEdit,
    accessories: [...document.accessories].sort((a, b) => a.name.localeCompare(b.name, "nl")),
  };
}

export async function loadAccessoryPage(request: Request, context: AppLoadContext, id: string) {
  const { canEdit } = await draftFor(request, context);
  // The icons art/ draws, served under /media/accessoire/{icon}.svg.
  return { canEdit, state: await itemFor(context, "accessories", id), icons: [...accessoryIcons] };
}
