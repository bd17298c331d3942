// All products, one file per family under ./products/.
import { gordijnenProducts } from "./products/gordijnen.ts";
import { horrenProducts } from "./products/horren.ts";
import { raamdecoratieProducts } from "./products/raamdecoratie.ts";
import { rolluikenProducts } from "./products/rolluiken.ts";
import { shuttersProducts } from "./products/shutters.ts";
import { terrasoverkappingenProducts } from "./products/terrasoverkappingen.ts";
import { zonweringProducts } from "./products/zonwering.ts";
import type { SeedProduct } from "./types.ts";

export const products: SeedProduct[] = [
  ...raamdecoratieProducts,
  ...zonweringProducts,
  ...rolluikenProducts,
  ...shuttersProducts,
  ...gordijnenProducts,
  ...horrenProducts,
  ...terrasoverkappingenProducts,
];
