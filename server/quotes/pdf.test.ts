// The quote PDF as a reader gets it: poppler (Debian's poppler-utils, as .ci/run installs it) parses it, counts
// its pages and extracts its text, Dutch characters included.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SHOP_ADDRESS_LINE, SHOP_NUMBERS_LINE } from "../../catalog/shop.ts";
import { formatPrice } from "../../domain/money.ts";
import { stores } from "../../domain/store.ts";
import { cartItemRows } from "../cart/cart-mail.tsx";
import { sampleAddress, sampleCart } from "../mail/samples.ts";
import { quoteDocument, quotePdf } from "./pdf.ts";
import type { QuoteForMail } from "./quote-mail.tsx";

function poppler(tool: "pdfinfo" | "pdftotext", pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "quote-pdf-"));
  try {
    const file = join(dir, "quote.pdf");
    writeFileSync(file, pdf);
    const args = tool === "pdftotext" ? ["-enc", "UTF-8", file, "-"] : [file];
    const run = spawnSync(tool, args, { encoding: "utf8" });
    if (run.error)
      throw new Error(`${tool} is needed here: apt-get install poppler-utils (${run.error.message})`);
    if (run.status !== 0) throw new Error(`${tool} could not read the PDF: ${run.stderr}`);
    return run.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function pageCount(pdf: Buffer): number {
  return Number(/^Pages:\s+(\d+)/m.exec(poppler("pdfinfo", pdf))?.[1]);
}

function quote(overrides: Partial<QuoteForMail> = {}): QuoteForMail {
  return {
    number: "OF-2026-000042",
    cart: sampleCart(3),
    address: sampleAddress,
    note: sampleAddress.note || null,
    store: "NL",
    date: "2026-03-02",
    ...overrides,
  };
}

describe("quote PDF", () => {
  it("prints the letterhead, both addresses, number, date, every option of every row and the totals", async () => {
    const q = quote();
    const pdf = await quoteDocument(q);
    expect(pageCount(pdf)).toBe(1);
    const text = poppler("pdftotext", pdf);
    for (const part of [
      "Raamwerk",
      "raamdecoratie & zonwering op maat",
      "Dierensteinweg 8",
      "2991 XJ Barendrecht",
      stores.NL.phone,
      "klantenservice@raamwerk.nl",
      SHOP_ADDRESS_LINE,
      SHOP_NUMBERS_LINE,
      "Offerte OF-2026-000042",
      "2 maart 2026",
      "Mevr. Anaïs van ’t IJsselstein",
      "Kerkstraat 12 b",
      "anais@example.nl",
      "Opmerking: Graag een “stille” motor voor Zoë’s kamer; bel me ná 17 uur.",
      "Subtotaal producten",
      formatPrice(q.cart.subtotal),
      "Totaal",
      formatPrice(q.cart.total),
      "Btw (21%, inbegrepen)",
      formatPrice(q.cart.tax_amount),
      "Alle prijzen zijn inclusief 21% btw.",
      "Pagina 1 van 1",
    ])
      expect(text, part).toContain(part);
    for (const row of cartItemRows(q.cart)) {
      expect(text).toContain(row.name);
      // pdftotext may close up the narrow space before the ×.
      expect(text).toMatch(new RegExp(`${row.count} ?×`));
      expect(text).toContain(row.amount);
      for (const detail of row.details ?? []) expect(text).toContain(detail);
      // The price's lines, where the row has them (the first sample does, the others are older rows).
      for (const line of row.priceLines ?? []) {
        expect(text).toContain(line.label);
        expect(text).toContain(line.amount);
      }
    }
    expect(cartItemRows(q.cart).some((row) => row.priceLines?.length)).toBe(true);
    expect(text).toContain("Prijsopbouw per stuk");
    expect(text).toContain("Basisprijs 120 × 180 cm (staffel t/m 125 × 200 cm)");
    // Characters outside WinAnsi print too: the font is embedded.
    for (const char of ["ë", "é", "€", "Ĳ", "‘", "’", "“", "”"]) expect(text).toContain(char);
  });

  it("runs a long quote over several pages, numbered 'Pagina n van m', without losing a row", async () => {
    const q = quote({ cart: sampleCart(14) });
    const pdf = await quoteDocument(q);
    const pages = pageCount(pdf);
    expect(pages).toBe(3);
    const text = poppler("pdftotext", pdf);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Pagina ${page} van ${pages}`);
    expect(text).toContain("Offerte OF-2026-000042 · vervolg");
    expect(text.match(/Rolgordijn verduisterend/g)).toHaveLength(5);
    expect(text).toContain(formatPrice(q.cart.total));
  });

  it("names the Belgian store's phone number for a BE quote", async () => {
    const text = poppler("pdftotext", await quoteDocument(quote({ store: "BE" })));
    expect(text).toContain(stores.BE.phone);
    expect(text).not.toContain(stores.NL.phone);
  });

  it("is attached as offerte-<number>.pdf", async () => {
    const attachment = await quotePdf(quote());
    expect(attachment).toMatchObject({
      filename: "offerte-OF-2026-000042.pdf",
      contentType: "application/pdf",
    });
    expect(Buffer.from(attachment.base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
  });
});
