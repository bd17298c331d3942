// Card labels shared by several products. Colours are chosen for readable contrast (at least 4.5:1).
import type { SeedProduct } from "../types.ts";

type ConfLabel = NonNullable<SeedProduct["confLabel"]>;
type DiscountLabel = NonNullable<SeedProduct["discountLabel"]>;

export const bestseller: ConfLabel = { text: "Bestseller", background: "#1f3a5f", color: "#ffffff" };
export const nieuw: ConfLabel = { text: "Nieuw", background: "#1b6f64", color: "#ffffff" };
export const snelLeverbaar: ConfLabel = { text: "Snel leverbaar", background: "#f4a261", color: "#1d1d1d" };

export const korting10: DiscountLabel = {
  nl: "10% korting",
  be: "Actie: -10%",
  background: "#c0392b",
  color: "#ffffff",
};
export const korting15: DiscountLabel = {
  nl: "15% korting",
  be: "Actie: -15%",
  background: "#c0392b",
  color: "#ffffff",
};
export const korting20: DiscountLabel = {
  nl: "20% korting",
  be: "Actie: -20%",
  background: "#c0392b",
  color: "#ffffff",
};
