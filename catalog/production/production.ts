// The production rules of every product kind, as catalogue data the engine in domain/production/ applies.

import type { ProductionRules } from "../../domain/production/types.ts";
import type { ProductKind } from "../../domain/products.ts";
import {
  duoRolgordijn,
  gordijn,
  jaloezie,
  lamellen,
  plisse,
  rolgordijn,
  shutter,
  vouwgordijn,
} from "./binnen.ts";
import { hor, hordeur, knikarmscherm, rolluik, screen, terrasoverkapping } from "./buiten.ts";

export const productionRules: Readonly<Record<ProductKind, ProductionRules>> = {
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
