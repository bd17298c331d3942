// The shop's logo mark: a window with a half-lowered blind, in deep green and warm sand.

const LOGO_GREEN = "#1f5f4a";
const LOGO_SAND = "#e9c46a";

export const logoColours = { green: LOGO_GREEN, sand: LOGO_SAND } as const;

/** The shop's logo mark, viewBox 48 x 48, deep green and warm sand; also the favicon. */
export function drawLogo(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${logoBody()}</svg>`;
}

/** The mark's shapes without the <svg> root, for embedding in a larger drawing. */
export function logoBody(): string {
  return [
    // Window frame.
    `<rect x="5" y="5" width="38" height="38" rx="7" fill="none" stroke="${LOGO_GREEN}" stroke-width="4"/>`,
    // The blind, half lowered, with its bottom rail and pull.
    `<rect x="9" y="9" width="30" height="17" rx="1.5" fill="${LOGO_SAND}"/>`,
    `<rect x="8" y="24.5" width="32" height="3.5" rx="1.75" fill="${LOGO_GREEN}"/>`,
    `<path d="M24 28v5" stroke="${LOGO_GREEN}" stroke-width="2" stroke-linecap="round"/>`,
    `<circle cx="24" cy="35" r="2" fill="${LOGO_GREEN}"/>`,
    // Cassette at the top.
    `<rect x="7" y="7" width="34" height="4" rx="2" fill="${LOGO_GREEN}"/>`,
    // Sill.
    `<path d="M13 39h22" stroke="${LOGO_SAND}" stroke-width="2" stroke-linecap="round"/>`,
  ].join("");
}
