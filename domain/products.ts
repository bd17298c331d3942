// The shop's product words both sides use: the seven families of the spec and the kinds of product we draw.

/** What a product looks like when drawn; decides the drawing used for its images. */
export const productKinds = [
  "rolgordijn",
  "duo-rolgordijn",
  "plisse",
  "jaloezie",
  "vouwgordijn",
  "lamellen",
  "screen",
  "knikarmscherm",
  "rolluik",
  "shutter",
  "gordijn",
  "hor",
  "hordeur",
  "terrasoverkapping",
] as const;
export type ProductKind = (typeof productKinds)[number];

/** The seven product families of the spec; also the advice form's product interests. */
export const productFamilies = [
  "raamdecoratie",
  "zonwering",
  "rolluiken",
  "shutters",
  "gordijnen",
  "horren",
  "terrasoverkappingen",
] as const;
export type ProductFamily = (typeof productFamilies)[number];

/** The article of each kind's noun: 'het rolgordijn', 'de plissé'. Plural names ('Shutters MDF') take 'de' too. */
const kindArticles: Record<ProductKind, "de" | "het"> = {
  rolgordijn: "het",
  "duo-rolgordijn": "het",
  plisse: "de",
  jaloezie: "de",
  vouwgordijn: "het",
  lamellen: "de",
  screen: "het",
  knikarmscherm: "het",
  rolluik: "het",
  shutter: "de",
  gordijn: "het",
  hor: "de",
  hordeur: "de",
  terrasoverkapping: "de",
};

/** Whether a catalogue kind is one the shop knows (its drawings, rules and checks). */
export function isProductKind(kind: string): kind is ProductKind {
  return (productKinds as readonly string[]).includes(kind);
}

/** 'het' or 'de' for a product of this kind; an unknown kind gets 'de', the article of most Dutch nouns. */
export function productArticle(kind: string): "de" | "het" {
  return isProductKind(kind) ? kindArticles[kind] : "de";
}

/** A product's name after its article, in lower case: "het rolgordijn verduisterend", "de plissé dag en nacht". */
export function nameWithArticle(kind: string, name: string): string {
  return `${productArticle(kind)} ${name.toLowerCase()}`;
}

/** "1 kleur", "3 kleuren": a count with the singular or plural noun. */
export function countNoun(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
