// The frame of every mail: the shop's name and tagline on top, the title, the body, and a footer with the
// shop's address, phone (per store), e-mail and why the recipient got the mail.
//
// What mail programs understand: tables for layout, inline styles (one media query narrows the padding where
// programs honour it), at most 600 px wide, no scripts and no images (the logo is the shop's name in its
// green: programs block remote images by default and most do not show SVG or data: images at all).
// The parts come from react-email's single-component packages: its umbrella package also loads Tailwind,
// Prism and a Markdown parser at start-up (about a second and 27 MB) that no mail here uses.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { createContext, type ReactNode, useContext } from "react";
import { SHOP_ADDRESS_LINE, SHOP_NUMBERS_LINE, shopFacts } from "../../../catalog/shop.ts";
import { type StoreCode, stores } from "../../../domain/store.ts";
import { Lines } from "./paragraph.tsx";
import { type PlainTextRule, textOf, withClass, wrap, writeBlock } from "./plain-text.ts";
import { base, colour } from "./theme.ts";

/** What the renderer knows and no mail does: the address the footer names for questions. */
export const MailSettings = createContext<{ shopEmail: string }>({ shopEmail: shopFacts.email });

export interface MailLayoutProps {
  /** The line mail programs show after the subject in the inbox; not visible in the opened mail. */
  preheader: string;
  /** The mail's title, shown large at the top ("Bedankt voor je bestelling"). */
  heading: string;
  /** Why the recipient got this mail, in the footer ("Je ontvangt deze e-mail omdat je … bestelde."). */
  reason: string;
  /** Which store's phone number the footer shows; NL when not given. */
  store?: StoreCode;
  children: ReactNode;
}

const narrowScreens = `@media (max-width: 480px) {
  .rw-outer { padding: 12px 6px !important; }
  .rw-pad { padding-left: 16px !important; padding-right: 16px !important; }
}`;

export function MailLayout({ preheader, heading, reason, store, children }: MailLayoutProps) {
  const { shopEmail } = useContext(MailSettings);
  const phone = stores[store ?? "NL"].phone;
  return (
    <Html lang="nl">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{heading}</title>
        <style>{narrowScreens}</style>
      </Head>
      <Body style={{ margin: 0, padding: 0, backgroundColor: colour.paperWarm }}>
        <Preview>{preheader}</Preview>
        <Container className="rw-outer" style={{ width: "100%", maxWidth: "600px", padding: "24px 12px" }}>
          <Section
            className="rw-pad rw-brand"
            style={{
              ...base,
              backgroundColor: colour.paper,
              borderTop: `5px solid ${colour.green700}`,
              borderRadius: "10px 10px 0 0",
              padding: "22px 28px 18px",
            }}
          >
            <div
              className="rw-brand-name"
              style={{ ...base, fontSize: 24, lineHeight: 1.1, fontWeight: 700, color: colour.green900 }}
            >
              {shopFacts.name}
            </div>
            <div
              className="rw-brand-tagline"
              style={{ ...base, fontSize: 13, lineHeight: 1.4, color: colour.inkSoft }}
            >
              {shopFacts.tagline}
            </div>
          </Section>
          <Section
            className="rw-pad"
            style={{
              ...base,
              backgroundColor: colour.paper,
              borderTop: `1px solid ${colour.line}`,
              borderRadius: "0 0 10px 10px",
              padding: "24px 28px 30px",
              fontSize: 16,
              lineHeight: 1.55,
              color: colour.ink,
            }}
          >
            <Heading
              as="h1"
              style={{
                ...base,
                margin: "0 0 16px",
                fontSize: 24,
                lineHeight: 1.25,
                fontWeight: 700,
                color: colour.green900,
              }}
            >
              {heading}
            </Heading>
            {children}
          </Section>
          <Section
            className="rw-pad rw-footer"
            align="center"
            style={{
              ...base,
              padding: "20px 28px 8px",
              fontSize: 13,
              lineHeight: 1.6,
              color: colour.inkSoft,
              textAlign: "center",
            }}
          >
            <p className="rw-footer-line" style={{ margin: "0 0 6px" }}>
              {SHOP_ADDRESS_LINE} · {SHOP_NUMBERS_LINE}
            </p>
            <p className="rw-footer-line" style={{ margin: "0 0 6px" }}>
              Vragen? Bel{" "}
              <Link href={`tel:${phone.replace(/[^0-9+]/g, "")}`} style={{ color: colour.green700 }}>
                {phone}
              </Link>{" "}
              of mail{" "}
              <Link href={`mailto:${shopEmail}`} style={{ color: colour.green700 }}>
                {shopEmail}
              </Link>
            </p>
            <p className="rw-footer-line" style={{ margin: 0 }}>
              <Lines text={reason} />
            </p>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The text version opens with the shop's name and tagline and closes with a signature ("-- ") of the footer. */
export const layoutText: PlainTextRule[] = [
  {
    selector: "table.rw-brand",
    format: (elem, _walk, builder) => {
      const [name, tagline] = [
        ...withClass(elem, "rw-brand-name"),
        ...withClass(elem, "rw-brand-tagline"),
      ].map((node) => textOf(node).trim());
      writeBlock(builder, `${name?.toUpperCase()} - ${tagline}`);
    },
  },
  {
    selector: "table.rw-footer",
    format: (elem, _walk, builder) => {
      const lines = withClass(elem, "rw-footer-line").map((node) => wrap(textOf(node).trim()));
      writeBlock(builder, ["-- ", ...lines].join("\n"));
    },
  },
];
