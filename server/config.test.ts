// The settings' safe defaults: addresses from PORT, proxies by hops or address, secrets required on PostgreSQL.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const POSTGRES = "postgres://shop@db.internal:5432/shop";
const SECRET = "s".repeat(40);
const KEY = "ab".repeat(32);

describe("site addresses", () => {
  it("default to the port the shop listens on", () => {
    const config = loadConfig({ PORT: "4321" });
    expect(config.SITE_URL).toBe("http://localhost:4321");
    expect(config.SITE_URL_BE).toBe("http://be.localhost:4321");
    expect(loadConfig({}).SITE_URL).toBe("http://localhost:3000");
  });

  it("warn in production when unset, and only then", () => {
    expect(loadConfig({ NODE_ENV: "production", PORT: "8080" }).warnings).toEqual([
      expect.stringContaining("SITE_URL is not set"),
      expect.stringContaining("SITE_URL_BE is not set"),
    ]);
    const set = { NODE_ENV: "production", SITE_URL: "https://a.nl", SITE_URL_BE: "https://a.be" };
    expect(loadConfig(set).warnings).toEqual([]);
    expect(loadConfig({}).warnings).toEqual([]);
  });
});

describe("TRUST_PROXY", () => {
  it("takes a hop count or proxy addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,::1" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "::1",
    ]);
  });

  it("refuses true, which lets every client pick its own address", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: true trusts every X-Forwarded-For/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY/);
  });
});

describe("secrets", () => {
  it("the embedded database needs none (the two-command demo)", () => {
    expect(() => loadConfig({})).not.toThrow();
    expect(loadConfig({}).embedded).toBe(true);
  });

  it("PostgreSQL refuses to start without SESSION_SECRET", () => {
    expect(() => loadConfig({ DATABASE_URL: POSTGRES })).toThrow(/SESSION_SECRET: required with PostgreSQL/);
    expect(loadConfig({ DATABASE_URL: POSTGRES, SESSION_SECRET: SECRET }).embedded).toBe(false);
  });

  it("PostgreSQL with the sandbox refuses to start without SANDBOX_HMAC_KEY", () => {
    const env = { DATABASE_URL: POSTGRES, SESSION_SECRET: SECRET, PAYMENT_PROVIDER: "sandbox" };
    expect(() => loadConfig(env)).toThrow(/SANDBOX_HMAC_KEY: required with PostgreSQL/);
    expect(loadConfig({ ...env, SANDBOX_HMAC_KEY: KEY }).SANDBOX_HMAC_KEY).toBe(KEY);
  });

  it("reads secrets from files", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "secrets-"));
    writeFileSync(path.join(dir, "session"), `${SECRET}\n`);
    writeFileSync(path.join(dir, "hmac"), KEY);
    const config = loadConfig({
      DATABASE_URL: POSTGRES,
      PAYMENT_PROVIDER: "sandbox",
      SESSION_SECRET_FILE: path.join(dir, "session"),
      SANDBOX_HMAC_KEY_FILE: path.join(dir, "hmac"),
    });
    expect(config.SESSION_SECRET).toBe(SECRET);
    expect(config.SANDBOX_HMAC_KEY).toBe(KEY);
    expect(() => loadConfig({ SESSION_SECRET_FILE: path.join(dir, "missing") })).toThrow(
      /SESSION_SECRET_FILE/,
    );
  });
});

describe("development mailbox", () => {
  it("is off unless DEV_MAILBOX=true", () => {
    expect(loadConfig({}).DEV_MAILBOX).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).DEV_MAILBOX).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: "true" }).DEV_MAILBOX).toBe(true);
  });
});

describe("WEB_CONCURRENCY", () => {
  it("is one process unless asked, and several only on PostgreSQL", () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    const postgres = { DATABASE_URL: POSTGRES, SESSION_SECRET: SECRET };
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
    expect(loadConfig({ WEB_CONCURRENCY: "1", DATABASE_URL: "memory://" }).WEB_CONCURRENCY).toBe(1);
    for (const DATABASE_URL of ["memory://", "data/pglite", undefined])
      expect(() => loadConfig({ WEB_CONCURRENCY: "2", ...(DATABASE_URL ? { DATABASE_URL } : {}) })).toThrow(
        /WEB_CONCURRENCY: 2 processes need PostgreSQL/,
      );
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: "two" })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe("VAT_CHECK", () => {
  it("checks VAT numbers locally on the embedded database and with VIES on PostgreSQL, unless told", () => {
    const postgres = { DATABASE_URL: POSTGRES, SESSION_SECRET: SECRET };
    expect(loadConfig({}).VAT_CHECK).toBe("local");
    expect(loadConfig({ DATABASE_URL: "memory://" }).VAT_CHECK).toBe("local");
    expect(loadConfig(postgres).VAT_CHECK).toBe("vies");
    expect(loadConfig({ ...postgres, VAT_CHECK: "local" }).VAT_CHECK).toBe("local");
    expect(loadConfig({ VAT_CHECK: "vies" }).VAT_CHECK).toBe("vies");
    expect(loadConfig({ VAT_CHECK: "" }).VAT_CHECK).toBe("local");
    expect(() => loadConfig({ VAT_CHECK: "viesx" })).toThrow(/VAT_CHECK/);
  });

  it("asks VIES at its public address unless VIES_URL says otherwise", () => {
    expect(loadConfig({}).VIES_URL).toBe("https://ec.europa.eu/taxation_customs/vies/rest-api");
    expect(loadConfig({ VIES_URL: "http://127.0.0.1:9999/vies" }).VIES_URL).toBe(
      "http://127.0.0.1:9999/vies",
    );
    expect(() => loadConfig({ VIES_URL: "not a url" })).toThrow(/VIES_URL/);
  });
});

describe("PEPPOL_ACCESS_POINT", () => {
  it("keeps e-invoices in the local outbox unless told, and refuses Storecove without its key and entity", () => {
    expect(loadConfig({}).PEPPOL_ACCESS_POINT).toBe("local");
    expect(loadConfig({ PEPPOL_ACCESS_POINT: "" }).PEPPOL_ACCESS_POINT).toBe("local");
    expect(() => loadConfig({ PEPPOL_ACCESS_POINT: "peppol" })).toThrow(/PEPPOL_ACCESS_POINT/);
    expect(() => loadConfig({ PEPPOL_ACCESS_POINT: "storecove" })).toThrow(
      /STORECOVE_API_KEY: required with PEPPOL_ACCESS_POINT=storecove[\s\S]*STORECOVE_LEGAL_ENTITY_ID/,
    );
    expect(() =>
      loadConfig({
        PEPPOL_ACCESS_POINT: "storecove",
        STORECOVE_API_KEY: "k",
        STORECOVE_LEGAL_ENTITY_ID: "x1",
      }),
    ).toThrow(/STORECOVE_LEGAL_ENTITY_ID: expected the legal entity's numeric id/);
    const storecove = loadConfig({
      PEPPOL_ACCESS_POINT: "storecove",
      STORECOVE_API_KEY: "k",
      STORECOVE_LEGAL_ENTITY_ID: "12345",
    });
    expect(storecove).toMatchObject({
      PEPPOL_ACCESS_POINT: "storecove",
      STORECOVE_LEGAL_ENTITY_ID: 12345,
      STORECOVE_URL: "https://api.storecove.com/api/v2",
    });
  });
});
