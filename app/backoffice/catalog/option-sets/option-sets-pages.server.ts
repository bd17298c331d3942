// Loaders of /beheer/catalogus/optiesets and /beheer/catalogus/optiesets/:id: the draft's option sets with the
// products that use them; every member of staff reads them, only the owner changes them (the page's fields).
import type { AppLoadContext } from "react-router";
import { mayUse } from "../../../../domain/staff";
import { orNotFound } from "../../not-found.server";
import { requireStaff } from "../../staff.server";

export async function loadOptionSetsPage(request: Request, context: AppLoadContext) {
  const session = await requireStaff(request, context, "catalog");
  const { document } = await context.services.catalogEditor.draft();
  return {
    canEdit: mayUse(session.staff.role, "catalog-edit"),
    sets: document.optionSets.map((set) => ({
      id: set.id,
      name: set.name,
      options: set.definition.groups.reduce((n, g) => n + g.options.length, 0),
      products: document.products.filter((p) => p.optionSet === set.id).map((p) => p.name),
    })),
  };
}

export async function loadOptionSetPage(request: Request, context: AppLoadContext, id: string) {
  const session = await requireStaff(request, context, "catalog");
  const editor = context.services.catalogEditor;
  const state = await orNotFound(editor.item("optionSets", id));
  const { document } = await editor.draft();
  return {
    canEdit: mayUse(session.staff.role, "catalog-edit"),
    set: state.item,
    revision: state.revision,
    products: document.products
      .filter((p) => p.optionSet === state.item.id)
      .map((p) => ({ id: p.id, name: p.name, slug: p.slug })),
    /** For the live check of the set (check.ts optionSetFindings). */
    colours: document.colours.map((c) => ({ code: c.code, availability: c.availability })),
    accessoryIds: document.accessories.map((a) => a.id),
  };
}

export type OptionSetPageData = Awaited<ReturnType<typeof loadOptionSetPage>>;
