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
