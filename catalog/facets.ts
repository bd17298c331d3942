// Product facts the category filters and the product page's 'Past goed bij' need and the other catalogue data
// does not say: what a product does with the daylight, and which products of other kinds go well with it.
import type { LightControl } from "../domain/catalog-filters.ts";

export interface ProductFacets {
  /** What the product does with the daylight; empty where the question does not apply (insect screens). */
  light: LightControl[];
  /** Url paths of products that are often bought with this one, most fitting first. */
  goesWith: string[];
}

/** By the product's url path; every product of the catalogue has an entry (catalog/facets.test.ts). */
export const productFacets: Record<string, ProductFacets> = {
  "rolgordijn-verduisterend": {
    light: ["verduisterend"],
    goesWith: ["inbetween-gordijn", "inzethor", "duo-rolgordijn"],
  },
  "rolgordijn-lichtdoorlatend": {
    light: ["lichtdoorlatend"],
    goesWith: ["overgordijn-verduisterend", "inzethor"],
  },
  "rolgordijn-elektrisch": {
    light: ["verduisterend", "lichtdoorlatend"],
    goesWith: ["rolluik-elektrisch", "screen-op-zonne-energie"],
  },
  "duo-rolgordijn": { light: ["regelbaar"], goesWith: ["overgordijn-velvet", "inzethor"] },
  "plisse-dag-en-nacht": {
    light: ["lichtdoorlatend", "verduisterend", "regelbaar"],
    goesWith: ["rolhor", "plisse-hordeur"],
  },
  "plisse-lichtdoorlatend": { light: ["lichtdoorlatend"], goesWith: ["inzethor", "rolhor"] },
  "plisse-honeycomb-verduisterend": { light: ["verduisterend"], goesWith: ["rolhor", "overgordijn-velvet"] },
  "aluminium-jaloezie-25-mm": { light: ["regelbaar"], goesWith: ["inzethor", "inbetween-gordijn"] },
  "houten-jaloezie-50-mm": { light: ["regelbaar"], goesWith: ["overgordijn-velvet", "inbetween-gordijn"] },
  "aluminium-jaloezie-zonder-boren": { light: ["regelbaar"], goesWith: ["inzethor", "plisse-hordeur"] },
  "vouwgordijn-linnenlook": {
    light: ["lichtdoorlatend"],
    goesWith: ["overgordijn-velvet", "inbetween-gordijn"],
  },
  "vouwgordijn-verduisterend": { light: ["verduisterend"], goesWith: ["inbetween-gordijn", "inzethor"] },
  "verticale-lamellen-89-mm": {
    light: ["lichtdoorlatend", "regelbaar"],
    goesWith: ["screen-ritssysteem", "overgordijn-verduisterend"],
  },
  "screen-ritssysteem": { light: ["lichtdempend"], goesWith: ["rolhor", "knikarmscherm", "plisse-hordeur"] },
  "screen-op-zonne-energie": {
    light: ["lichtdempend"],
    goesWith: ["rolluik-op-zonne-energie", "knikarmscherm-elektrisch", "rolhor"],
  },
  knikarmscherm: { light: ["lichtdempend"], goesWith: ["terrasoverkapping-aluminium", "screen-ritssysteem"] },
  "knikarmscherm-elektrisch": {
    light: ["lichtdempend"],
    goesWith: ["terrasoverkapping-lamellendak", "screen-op-zonne-energie"],
  },
  "rolluik-aluminium": { light: ["verduisterend"], goesWith: ["rolhor", "screen-ritssysteem"] },
  "rolluik-op-zonne-energie": { light: ["verduisterend"], goesWith: ["screen-op-zonne-energie", "rolhor"] },
  "rolluik-elektrisch": { light: ["verduisterend"], goesWith: ["rolgordijn-elektrisch", "rolhor"] },
  "shutters-mdf": { light: ["regelbaar"], goesWith: ["inbetween-gordijn", "inzethor"] },
  "shutters-paulownia-hout": { light: ["regelbaar"], goesWith: ["overgordijn-velvet", "inzethor"] },
  "overgordijn-velvet": {
    light: ["lichtdempend", "verduisterend"],
    goesWith: ["vouwgordijn-linnenlook", "houten-jaloezie-50-mm"],
  },
  "inbetween-gordijn": {
    light: ["lichtdoorlatend"],
    goesWith: ["rolgordijn-verduisterend", "shutters-mdf"],
  },
  "overgordijn-verduisterend": {
    light: ["verduisterend"],
    goesWith: ["rolgordijn-lichtdoorlatend", "plisse-lichtdoorlatend"],
  },
  rolhor: { light: [], goesWith: ["screen-ritssysteem", "rolluik-aluminium"] },
  inzethor: { light: [], goesWith: ["plisse-lichtdoorlatend", "aluminium-jaloezie-25-mm"] },
  "plisse-hordeur": { light: [], goesWith: ["knikarmscherm", "screen-ritssysteem"] },
  "hordeur-met-scharnieren": { light: [], goesWith: ["knikarmscherm", "terrasoverkapping-aluminium"] },
  "terrasoverkapping-aluminium": { light: [], goesWith: ["knikarmscherm", "screen-ritssysteem"] },
  "terrasoverkapping-lamellendak": {
    light: ["regelbaar"],
    goesWith: ["knikarmscherm-elektrisch", "screen-op-zonne-energie"],
  },
};
