// The configurator's seed data: a configuration per catalogue product, built by its kind (accessories: accessories.ts).
import type { ConfigurationDef } from "../../domain/configurator/types.ts";
import type { ProductKind } from "../../domain/products.ts";
import type { SeedCatalogue, SeedProduct } from "../types.ts";
import { gordijn } from "./gordijn.ts";
import { ConfBuilder } from "./helpers.ts";
import { hor, hordeur } from "./hor.ts";
import { jaloezie } from "./jaloezie.ts";
import { knikarmscherm } from "./knikarmscherm.ts";
import { lamellen } from "./lamellen.ts";
import { plisse } from "./plisse.ts";
import { duoRolgordijn, rolgordijn } from "./rolgordijn.ts";
import { rolluik } from "./rolluik.ts";
import { screen } from "./screen.ts";
import { shutter } from "./shutter.ts";
import { terrasoverkapping } from "./terrasoverkapping.ts";
import { vouwgordijn } from "./vouwgordijn.ts";

const builders: Record<ProductKind, (b: ConfBuilder) => ConfigurationDef> = {
  rolgordijn,
  "duo-rolgordijn": duoRolgordijn,
  plisse,
  jaloezie,
  vouwgordijn,
  lamellen,
  screen,
  knikarmscherm,
  rolluik,
  shutter,
  gordijn,
  hor,
  hordeur,
  terrasoverkapping,
};

/**
 * The configuration of a product: conf_id = prod_id = product.id, with its steps, options, rules and price
 * tables. Deterministic: the same product and catalogue give the same definition with the same ids.
 */
export function configurationFor(product: SeedProduct, catalogue: SeedCatalogue): ConfigurationDef {
  return builders[product.kind](new ConfBuilder(product, catalogue));
}
