// The shop's own preview picture for social sites (1200 x 630): the logo mark large on the shop's sand colour,
// between two drawn window panes. No text, so it needs no font to be rendered.
import { logoBody, logoColours } from "./logo.ts";

/** The 1.91:1 preview size Facebook, LinkedIn and X show large. */
export const SOCIAL_WIDTH = 1200;
export const SOCIAL_HEIGHT = 630;

/** A window pane with a half-lowered blind, the logo's motif, as decoration either side of the mark. */
function pane(x: number): string {
  const { green, sand } = logoColours;
  return [
    `<rect x="${x}" y="175" width="180" height="280" rx="14" fill="#fffdf8" stroke="${green}" stroke-width="10"/>`,
    `<rect x="${x + 14}" y="189" width="152" height="120" rx="4" fill="${sand}" opacity="0.75"/>`,
    `<rect x="${x + 8}" y="305" width="164" height="14" rx="7" fill="${green}"/>`,
  ].join("");
}

export function drawSocialCard(): string {
  const scale = 8;
  const size = 48 * scale;
  const x = (SOCIAL_WIDTH - size) / 2;
  const y = (SOCIAL_HEIGHT - size) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SOCIAL_WIDTH} ${SOCIAL_HEIGHT}" width="${SOCIAL_WIDTH}" height="${SOCIAL_HEIGHT}">`,
    `<rect width="${SOCIAL_WIDTH}" height="${SOCIAL_HEIGHT}" fill="#f6f1e7"/>`,
    `<rect y="${SOCIAL_HEIGHT - 60}" width="${SOCIAL_WIDTH}" height="60" fill="${logoColours.green}"/>`,
    pane(110),
    pane(SOCIAL_WIDTH - 110 - 180),
    `<g transform="translate(${x} ${y - 20}) scale(${scale})">${logoBody()}</g>`,
    "</svg>",
  ].join("");
}
