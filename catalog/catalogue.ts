// The seed catalogue: categories, colour collections and products, as written into the database by the seed.
import { categories } from "./categories.ts";
import { collections } from "./collections.ts";
import { products } from "./products.ts";
import type { SeedCatalogue } from "./types.ts";

export const catalogue: SeedCatalogue = { categories, collections, products };
