// The mail renderer: one content model to HTML and text, every value escaped, links written out in the text.
import { describe, expect, it } from "vitest";
import { formatPrice } from "../../domain/money.ts";
import type { MailContent } from "./content.ts";
import { escapeHtml, renderMail, SHOP_ADDRESS_LINE, safeUrl } from "./render.ts";

const order: MailContent = {
  preheader: "We gaan voor je aan de slag",
  heading: "Bedankt voor je bestelling",
  reason: "Je ontvangt deze e-mail omdat je bestelde bij Raamwerk.",
  blocks: [
    { type: "paragraph", text: "Hoi Sanne,\nwe hebben je bestelling ontvangen." },
    { type: "subheading", text: "Je bestelling" },
    {
      type: "items",
      rows: [
        {
          name: "Rolgordijn verduisterend",
          details: ["Breedte 120 cm × hoogte 180 cm", "Kleur antraciet"],
          count: 2,
          amount: formatPrice(25_990),
        },
        { name: "Plissé dupli", count: 1, amount: formatPrice(123_456) },
      ],
    },
    {
      type: "totals",
      rows: [
        { label: "Subtotaal", amount: formatPrice(149_446) },
        { label: "Verzendkosten", amount: formatPrice(0) },
        { label: "Totaal", amount: formatPrice(149_446), strong: true },
      ],
    },
    {
      type: "details",
      rows: [
        { label: "Bestelnummer", value: "RW-2024-0001" },
        { label: "Bezorgadres", value: "Sanne de Vries\nDorpsstraat 1\n1234 AB Ergens" },
      ],
    },
    { type: "button", label: "Bekijk je bestelling", url: "https://raamwerk.nl/bestelling/abc?x=1&y=2" },
    { type: "note", text: "Maatwerk kun je niet retourneren." },
  ],
};

describe("renderMail", () => {
  const { html, text } = renderMail(order);

  it("puts every block's content in both the HTML and the text", () => {
    for (const part of [
      "Bedankt voor je bestelling",
      "Je bestelling",
      "Rolgordijn verduisterend",
      "Kleur antraciet",
      "Plissé dupli",
      "Subtotaal",
      "Verzendkosten",
      "RW-2024-0001",
      "Dorpsstraat 1",
      "1234 AB Ergens",
      "Bekijk je bestelling",
      "Maatwerk kun je niet retourneren.",
      "€ 259,90",
      "€ 1.234,56",
      "€ 1.494,46",
      "€ 0,00",
      SHOP_ADDRESS_LINE,
      "010 - 744 52 30",
      "klantenservice@raamwerk.nl",
      "Je ontvangt deze e-mail omdat je bestelde bij Raamwerk.",
    ]) {
      expect(html, part).toContain(escapeHtml(part));
      expect(text, part).toContain(part);
    }
    expect(html).toContain("We gaan voor je aan de slag");
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("max-width:600px");
  });

  it("writes counts and amounts per item line", () => {
    expect(text).toMatch(/2 × Rolgordijn verduisterend +€ 259,90/);
    expect(text).toMatch(/1 × Plissé dupli +€ 1\.234,56/);
    expect(text).toMatch(/TOTAAL +€ 1\.494,46/);
    expect(html).toMatch(/2 ×<\/td><td[^>]*>€ 259,90</);
  });

  it("writes the button's URL out in the text and links it in the HTML", () => {
    expect(text).toContain("Bekijk je bestelling:\nhttps://raamwerk.nl/bestelling/abc?x=1&y=2");
    expect(html).toContain('href="https://raamwerk.nl/bestelling/abc?x=1&amp;y=2"');
  });

  it("keeps line breaks of paragraphs and addresses", () => {
    expect(html).toContain("Hoi Sanne,<br>we hebben");
    expect(html).toContain("Sanne de Vries<br>Dorpsstraat 1<br>1234 AB Ergens");
    expect(text).toMatch(/Bezorgadres: +Sanne de Vries\n +Dorpsstraat 1\n +1234 AB Ergens/);
  });

  it("shows the Belgian phone number for the BE store and the given shop address", () => {
    const be = renderMail({ ...order, store: "BE" }, { shopEmail: "winkel@example.be" });
    expect(be.html).toContain("03 - 808 41 90");
    expect(be.text).toContain("03 - 808 41 90");
    expect(be.html).not.toContain("010 - 744 52 30");
    expect(be.html).toContain('href="mailto:winkel@example.be"');
    expect(be.text).toContain("winkel@example.be");
  });

  it("wraps long paragraphs of the text version without breaking URLs", () => {
    const long = `${"woord ".repeat(40)}https://raamwerk.nl/${"a".repeat(90)}`;
    const { text } = renderMail({ ...order, blocks: [{ type: "paragraph", text: long }] });
    const lines = text.split("\n");
    expect(lines.filter((l) => l.startsWith("woord")).every((l) => l.length <= 72)).toBe(true);
    expect(lines).toContain(`https://raamwerk.nl/${"a".repeat(90)}`);
  });
});

describe("escaping", () => {
  /** A different attack per field, so a single field left unescaped shows up by its name. */
  const evil = (field: string) =>
    `<script>${field}</script>" onmouseover="${field}' <img src=x onerror=${field}>`;
  const everywhere: MailContent = {
    preheader: evil("preheader"),
    heading: evil("heading"),
    reason: evil("reason"),
    store: "NL",
    blocks: [
      { type: "paragraph", text: evil("paragraph") },
      { type: "subheading", text: evil("subheading") },
      { type: "button", label: evil("button-label"), url: `https://raamwerk.nl/?q=${evil("button-url")}` },
      {
        type: "items",
        rows: [
          { name: evil("item-name"), details: [evil("item-detail")], count: 1, amount: evil("item-amount") },
        ],
      },
      { type: "totals", rows: [{ label: evil("total-label"), amount: evil("total-amount"), strong: true }] },
      { type: "details", rows: [{ label: evil("detail-label"), value: evil("detail-value") }] },
      { type: "note", text: evil("note") },
    ],
  };
  const fields = [
    "preheader",
    "heading",
    "reason",
    "paragraph",
    "subheading",
    "button-label",
    "item-name",
    "item-detail",
    "item-amount",
    "total-label",
    "total-amount",
    "detail-label",
    "detail-value",
    "note",
  ];

  it("escapes every field of every block in the HTML", () => {
    const { html } = renderMail(everywhere, { shopEmail: `a"b@example.nl` });
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toMatch(/"\s*onmouseover=/);
    expect(html).not.toContain(`a"b@`);
    for (const field of fields) expect(html, field).toContain(escapeHtml(evil(field)));
    expect(html).toContain("q=%3Cscript%3Ebutton-url%3C/script%3E%22");
  });

  it("keeps the text version literal (it is never interpreted as HTML)", () => {
    const { text } = renderMail(everywhere);
    expect(text).toContain(`<script>paragraph</script>" onmouseover="paragraph'`);
  });

  it("links only http(s), mailto and tel URLs", () => {
    expect(safeUrl("javascript:alert(1)")).toBeUndefined();
    expect(safeUrl("data:text/html,<script>")).toBeUndefined();
    expect(safeUrl("/relatief")).toBeUndefined();
    expect(safeUrl("https://raamwerk.nl/a b")).toBe("https://raamwerk.nl/a%20b");
    const { html, text } = renderMail({
      ...order,
      blocks: [{ type: "button", label: "Klik", url: "javascript:alert(1)" }],
    });
    expect(html).not.toContain("javascript:");
    expect(text).not.toContain("javascript:");
    expect(html).toContain("Klik");
  });
});
