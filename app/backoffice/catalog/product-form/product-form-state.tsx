// The product form's state, shared by its sections through a context: the product as the form holds it (the
// description as one text, a blank line between paragraphs), the field errors of the last save by field path,
// and saving (PUT with the revision it was loaded with; a new product is POSTed and gets its number).
import { createContext, useContext, useState } from "react";
import { useNavigate } from "react-router";
import type { DocProduct } from "../../../../domain/catalog-editor/document";
import { useBeheerAction } from "../../api";
import type { FormChoices } from "../catalog-pages.server";

export type ProductDraft = Omit<DocProduct, "id" | "description"> & { description: string };

export interface ProductFormApi {
  product: ProductDraft;
  choices: FormChoices;
  errors: Record<string, string>;
  /** Errors the browser found before sending (an amount it cannot read). */
  setLocalError: (path: string, message: string | null) => void;
  set: <F extends keyof ProductDraft>(field: F, value: ProductDraft[F]) => void;
  /** The slug the product had when the form was loaded, and whether it is live (its old address will redirect). */
  original: { slug: string; published: boolean };
  readOnly: boolean;
}

const ProductFormContext = createContext<ProductFormApi | null>(null);
export const ProductFormProvider = ProductFormContext.Provider;

export function useProductForm(): ProductFormApi {
  const api = useContext(ProductFormContext);
  if (!api) throw new Error("product form context missing");
  return api;
}

/** The message of `path` and of every path below it ("usps" → "usps.2"), joined. */
export function errorAt(errors: Record<string, string>, path: string): string | undefined {
  const messages = Object.entries(errors)
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .map(([, message]) => message);
  return messages.length > 0 ? [...new Set(messages)].join(" ") : undefined;
}

export function toDraft(product: Omit<DocProduct, "id">): ProductDraft {
  return { ...product, description: product.description.join("\n\n") };
}

function toItem(draft: ProductDraft, id: number | null): Record<string, unknown> {
  const description = draft.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return { ...draft, ...(id === null ? {} : { id }), description };
}

export const SAVED = "Opgeslagen in het concept. Publiceer op /beheer/catalogus om het live te zetten.";

/** The form's state and its save; a refused save keeps every field as typed. */
export function useProductState(
  initial: ProductDraft,
  id: number | null,
  revision: string | null,
  /** A new product's page, just after its first save. */
  justCreated: boolean,
) {
  const [product, setProduct] = useState(initial);
  const [current, setCurrent] = useState(revision);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(justCreated);
  const action = useBeheerAction<{ item: DocProduct; revision: string }>();
  const navigate = useNavigate();

  const set: ProductFormApi["set"] = (field, value) => {
    setSaved(false);
    setProduct((p) => ({ ...p, [field]: value }));
  };
  const setLocalError = (path: string, message: string | null) =>
    setLocal((errors) => {
      const { [path]: _, ...rest } = errors;
      return message ? { ...rest, [path]: message } : rest;
    });

  const save = async () => {
    setSaved(false);
    if (Object.keys(local).length > 0) return;
    const item = toItem(product, id);
    const answer =
      id === null
        ? await action.run("POST", "catalog/items/products", { item })
        : await action.run("PUT", `catalog/items/products/${id}`, { item, revision: current });
    if (!answer) return;
    setCurrent(answer.revision);
    setProduct(toDraft(answer.item));
    setSaved(true);
    if (id === null) navigate(`/beheer/catalogus/producten/${answer.item.id}?opgeslagen=1`);
  };

  return {
    product,
    set,
    setLocalError,
    errors: { ...action.errors, ...local },
    busy: action.busy,
    saved,
    save,
  };
}
