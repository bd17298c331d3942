// Our own small marks for the payment methods and the ways of delivery, shown beside their names in the footer
// and the cart (no third-party logos: a simple drawing of what the method is, in the shop's colours, no text).

const GREEN = "#1f5f4a";
const SAND = "#e9c46a";
const SOFT = "#e5f0eb";

export const markNames = [
  "ideal",
  "bancontact",
  "creditcard",
  "paypal",
  "klarna",
  "bezorgen",
  "afhalen",
  "montage",
] as const;
export type MarkName = (typeof markNames)[number];

const bodies: Record<MarkName, string> = {
  // iDEAL: paying from the bank's app, a phone with a tick.
  ideal: [
    `<rect x="11" y="3" width="18" height="30" rx="3" fill="${GREEN}"/>`,
    `<rect x="13.5" y="7" width="13" height="20" rx="1" fill="${SOFT}"/>`,
    `<path d="M16 17.5l3 3 5.5-6" fill="none" stroke="${GREEN}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="20" cy="30" r="1.3" fill="${SOFT}"/>`,
  ].join(""),
  // Bancontact: a debit card held against a terminal, two overlapping cards.
  bancontact: [
    `<rect x="3" y="8" width="24" height="16" rx="2.5" fill="${SAND}"/>`,
    `<rect x="13" y="13" width="24" height="16" rx="2.5" fill="${GREEN}"/>`,
    `<path d="M17 19h6M17 23h10" stroke="${SOFT}" stroke-width="2" stroke-linecap="round"/>`,
  ].join(""),
  // Credit card: a card with its chip and stripe.
  creditcard: [
    `<rect x="3" y="7" width="34" height="22" rx="3" fill="${GREEN}"/>`,
    `<rect x="3" y="11" width="34" height="4" fill="#123d30"/>`,
    `<rect x="7" y="19" width="7" height="5" rx="1" fill="${SAND}"/>`,
    `<path d="M18 23h9M29 23h4" stroke="${SOFT}" stroke-width="1.8" stroke-linecap="round"/>`,
  ].join(""),
  // PayPal: an online wallet.
  paypal: [
    `<rect x="4" y="9" width="30" height="21" rx="3.5" fill="${GREEN}"/>`,
    `<path d="M7 9l18-5 3 5" fill="${SAND}"/>`,
    `<rect x="24" y="15" width="12" height="9" rx="2.5" fill="${SAND}"/>`,
    `<circle cx="28.5" cy="19.5" r="1.8" fill="${GREEN}"/>`,
  ].join(""),
  // Klarna, paying straight from the bank: a bank building.
  klarna: [
    `<path d="M20 4L4 12h32z" fill="${GREEN}"/>`,
    `<path d="M9 15v11M16 15v11M24 15v11M31 15v11" stroke="${GREEN}" stroke-width="3.4" stroke-linecap="round"/>`,
    `<rect x="4" y="28" width="32" height="4" rx="1" fill="${GREEN}"/>`,
    `<circle cx="20" cy="9.5" r="1.8" fill="${SAND}"/>`,
  ].join(""),
  // Delivery: a van.
  bezorgen: [
    `<path d="M3 9h20v16H3z" fill="${GREEN}"/>`,
    `<path d="M23 13h7l6 6v6H23z" fill="${GREEN}"/>`,
    `<path d="M25.5 15h4l3.5 4h-7.5z" fill="${SOFT}"/>`,
    `<circle cx="10" cy="27" r="4" fill="${SAND}" stroke="${GREEN}" stroke-width="2"/>`,
    `<circle cx="29" cy="27" r="4" fill="${SAND}" stroke="${GREEN}" stroke-width="2"/>`,
  ].join(""),
  // Pick-up: our showroom with its awning.
  afhalen: [
    `<rect x="6" y="16" width="28" height="17" fill="${GREEN}"/>`,
    `<path d="M4 9h32l-2 8H6z" fill="${SAND}"/>`,
    `<path d="M12 9l-1 8M20 9v8M28 9l1 8" stroke="${GREEN}" stroke-width="1.4"/>`,
    `<rect x="10" y="21" width="8" height="12" fill="${SOFT}"/>`,
    `<rect x="22" y="21" width="9" height="7" fill="${SOFT}"/>`,
  ].join(""),
  // Mounting: a drill.
  montage: [
    `<rect x="5" y="9" width="22" height="10" rx="3" fill="${GREEN}"/>`,
    `<path d="M27 12h6v4h-6z" fill="${SAND}"/>`,
    `<path d="M33 14h4" stroke="${GREEN}" stroke-width="2" stroke-linecap="round"/>`,
    `<path d="M11 19h8l-2 13h-6z" fill="${GREEN}"/>`,
    `<rect x="10" y="27" width="8" height="5" rx="1" fill="${SAND}"/>`,
  ].join(""),
};

/** A mark, viewBox 40 x 36. */
export function drawMark(name: MarkName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 36">${bodies[name]}</svg>`;
}
