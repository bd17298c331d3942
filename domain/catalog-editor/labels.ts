// Dutch names the back office and the CSV files use for the catalogue's coded values: a colour's structure and
// availability.
import type { ColourAvailability, DocColour } from "./document.ts";

export const textureLabels: Record<DocColour["texture"], string> = {
  plain: "Effen",
  linen: "Linnen",
  structure: "Structuur",
  wood: "Hout",
  metal: "Metaal",
  mesh: "Gaas",
};

export const availabilityLabels: Record<ColourAvailability, string> = {
  leverbaar: "Leverbaar",
  tijdelijk_uitverkocht: "Tijdelijk uitverkocht",
  uit_collectie: "Uit de collectie",
};

/** The code a Dutch name or a code stands for ("Tijdelijk uitverkocht", "tijdelijk_uitverkocht"), else null. */
export function codeOfLabel<T extends string>(labels: Record<T, string>, text: string): T | null {
  const norm = (s: string) =>
    s
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, " ")
      .replace(/^uit de /, "uit ");
  const wanted = norm(text);
  for (const [code, label] of Object.entries(labels) as [T, string][])
    if (norm(code) === wanted || norm(label) === wanted) return code;
  return null;
}
