// The mails' look: the shop's colours and type, written out because mail programs ignore CSS variables.
import type { CSSProperties } from "react";

/** The shop's colours (app/styles/app.css :root). */
export const colour = {
  green900: "#123d30",
  green700: "#1f5f4a",
  green100: "#e5f0eb",
  sand400: "#e9c46a",
  sand100: "#fbf5e6",
  ink: "#1d2421",
  inkSoft: "#4d5752",
  line: "#dfe4e1",
  paper: "#ffffff",
  paperWarm: "#f7f6f2",
};

/** Every text element sets the font itself: several mail programs do not inherit it into tables. */
export const fontFamily = "'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

export const base: CSSProperties = { fontFamily };
