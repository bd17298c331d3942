// The mail renderer and the shared components: HTML and text alike, every value escaped, links written out.
import type { ReactNode } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { SHOP_ADDRESS_LINE } from "../../catalog/shop.ts";
import { formatPrice } from "../../domain/money.ts";
import type { StoreCode } from "../../domain/store.ts";
import { escapeHtml } from "../http/html.ts";
import { MailButton, safeUrl } from "./components/button.tsx";
import { Details } from "./components/details.tsx";
import { Subheading } from "./components/heading.tsx";
import { MailLayout } from "./components/layout.tsx";
import { Note } from "./components/note.tsx";
import { Paragraph } from "./components/paragraph.tsx";
import { ItemRows } from "./components/rows.tsx";
import { Totals } from "./components/totals.tsx";
import { type RenderedMail, renderMail } from "./render.ts";

/** React writes an apostrophe in text as &#x27;, where escapeHtml writes &#39;: the same character. */
const escaped = (value: string) => escapeHtml(value).replaceAll("&#39;", "&#x27;");

function orderMail(body?: ReactNode, store?: StoreCode) {
  return (
    <MailLayout
      preheader="We gaan voor je aan de slag"
      heading="Bedankt voor je bestelling"
      reason="Je ontvangt deze e-mail omdat je bestelde bij Raamwerk."
      store={store}
    >
      {body ?? (
        <>
          <Paragraph text={"Hoi Sanne,\nwe hebben je bestelling ontvangen."} />
          <Subheading text="Je bestelling" />
          <ItemRows
            rows={[
              {
                name: "Rolgordijn verduisterend",
                details: ["Breedte 120 cm × hoogte 180 cm", "Kleur antraciet"],
                count: 2,
                amount: formatPrice(25_990),
              },
              { name: "Plissé dupli", count: 1, amount: formatPrice(123_456) },
            ]}
          />
          <Totals
            rows={[
              { label: "Subtotaal", amount: formatPrice(149_446) },
              { label: "Verzendkosten", amount: formatPrice(0) },
              { label: "Totaal", amount: formatPrice(149_446), strong: true },
            ]}
          />
          <Details
            rows={[
              { label: "Bestelnummer", value: "RW-2024-0001" },
              { label: "Bezorgadres", value: "Sanne de Vries\nDorpsstraat 1\n1234 AB Ergens" },
            ]}
          />
          <MailButton label="Bekijk je bestelling" url="https://raamwerk.nl/bestelling/abc?x=1&y=2" />
          <Note text="Maatwerk kun je niet retourneren." />
        </>
      )}
    </MailLayout>
  );
}

describe("renderMail", () => {
  let html = "";
  let text = "";
  beforeAll(async () => {
    ({ html, text } = await renderMail(orderMail()));
  });

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
      expect(html, part).toContain(escaped(part));
      expect(text, part).toContain(part);
    }
    expect(html).toContain("We gaan voor je aan de slag");
    expect(html).toMatch(/<html[^>]* lang="nl"/);
    expect(html).toContain("max-width:600px");
    expect(html).not.toContain("<script");
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
    expect(html).toContain("Hoi Sanne,<br/>we hebben");
    expect(html).toContain("Sanne de Vries<br/>Dorpsstraat 1<br/>1234 AB Ergens");
    expect(text).toMatch(/Bezorgadres: +Sanne de Vries\n +Dorpsstraat 1\n +1234 AB Ergens/);
  });

  it("shows the Belgian phone number for the BE store and the given shop address", async () => {
    const be = await renderMail(orderMail(undefined, "BE"), { shopEmail: "winkel@example.be" });
    expect(be.html).toContain("03 - 808 41 90");
    expect(be.text).toContain("03 - 808 41 90");
    expect(be.html).not.toContain("010 - 744 52 30");
    expect(be.html).toContain('href="mailto:winkel@example.be"');
    expect(be.text).toContain("winkel@example.be");
  });

  it("wraps long paragraphs of the text version without breaking URLs", async () => {
    const long = `${"woord ".repeat(40)}https://raamwerk.nl/${"a".repeat(90)}`;
    const { text } = await renderMail(orderMail(<Paragraph text={long} />));
    const lines = text.split("\n");
    expect(lines.filter((l) => l.startsWith("woord")).every((l) => l.length <= 72)).toBe(true);
    expect(lines).toContain(`https://raamwerk.nl/${"a".repeat(90)}`);
  });
});

describe("escaping", () => {
  /** A different attack per field, so a single field left unescaped shows up by its name. */
  const evil = (field: string) =>
    `<script>${field}</script>" onmouseover="${field}' <img src=x onerror=${field}>`;
  const everywhere = (
    <MailLayout preheader={evil("preheader")} heading={evil("heading")} reason={evil("reason")} store="NL">
      <Paragraph text={evil("paragraph")} />
      <Subheading text={evil("subheading")} />
      <MailButton label={evil("button-label")} url={`https://raamwerk.nl/?q=${evil("button-url")}`} />
      <ItemRows
        rows={[
          { name: evil("item-name"), details: [evil("item-detail")], count: 1, amount: evil("item-amount") },
        ]}
      />
      <Totals rows={[{ label: evil("total-label"), amount: evil("total-amount"), strong: true }]} />
      <Details rows={[{ label: evil("detail-label"), value: evil("detail-value") }]} />
      <Note text={evil("note")} />
    </MailLayout>
  );
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

  let rendered: RenderedMail;
  beforeAll(async () => {
    rendered = await renderMail(everywhere, { shopEmail: `a"b@example.nl` });
  });

  it("escapes every field of every block in the HTML", () => {
    const { html } = rendered;
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toMatch(/"\s*onmouseover=/);
    expect(html).not.toContain(`a"b@`);
    for (const field of fields) expect(html, field).toContain(escaped(evil(field)));
    expect(html).toContain("q=%3Cscript%3Ebutton-url%3C/script%3E%22");
  });

  it("keeps the text version literal (it is never interpreted as HTML)", () => {
    const { text } = rendered;
    expect(text).toContain(`<script>paragraph</script>" onmouseover="paragraph'`);
  });

  it("links only http(s), mailto and tel URLs", async () => {
    expect(safeUrl("javascript:alert(1)")).toBeUndefined();
    expect(safeUrl("data:text/html,<script>")).toBeUndefined();
    expect(safeUrl("/relatief")).toBeUndefined();
    expect(safeUrl("https://raamwerk.nl/a b")).toBe("https://raamwerk.nl/a%20b");
    const { html, text } = await renderMail(orderMail(<MailButton label="Klik" url="javascript:alert(1)" />));
    expect(html).not.toContain("javascript:");
    expect(text).not.toContain("javascript:");
    expect(html).toContain("Klik");
  });
});
