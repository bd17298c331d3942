// The product page's address for the configurator, and the mark root.tsx's head script puts on <html> when a page
// opens there (read before the first paint, so this module stays tiny: the root imports it).
export const CONFIGURE_HASH = "#configureren";

export const OPENS_CONFIGURATOR = "opens-configurator";
