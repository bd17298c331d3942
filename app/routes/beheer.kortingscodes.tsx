// /beheer/kortingscodes (owners): the voucher codes with their uses so far; make, change, switch off and on.
// A change counts for the next cart at once: the cart reads the codes on every apply.
import { useState } from "react";
import { type VoucherKind, voucherKinds } from "../../domain/cart/vouchers";
import { formatPrice } from "../../domain/money";
import { eurosText, parseEuros } from "../../domain/shop-settings/amounts";
import {
  discountOnLabels,
  voucherDiscountOns,
  voucherKindLabels,
} from "../../domain/shop-settings/voucher-form";
import { useBeheerAction } from "../backoffice/api";
import { formatDate } from "../backoffice/format";
import { ErrorList, Field } from "../backoffice/shop-settings/fields";
import { loadVouchersPage } from "../backoffice/shop-settings/shop-settings-pages.server";
import { TableWrap } from "../backoffice/TableWrap";
import type { Route } from "./+types/beheer.kortingscodes";

export function meta() {
  return [{ title: "Kortingscodes | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadVouchersPage(request, context);
}

type Voucher = Route.ComponentProps["loaderData"]["vouchers"][number];

function valueText(v: Voucher): string {
  if (v.kind === "percentage")
    return `${v.amount}%${v.discountOn === "tweede_product" ? " op elk tweede product" : ""}`;
  if (v.kind === "fixed") return formatPrice(v.amount);
  return "—";
}

function validityText(v: Voucher): string {
  if (v.validFrom && v.validUntil) return `${formatDate(v.validFrom)} t/m ${formatDate(v.validUntil)}`;
  if (v.validFrom) return `vanaf ${formatDate(v.validFrom)}`;
  if (v.validUntil) return `t/m ${formatDate(v.validUntil)}`;
  return "Altijd";
}

const AMOUNT_MESSAGE = "Vul een bedrag in, bijvoorbeeld 25,00.";

function VoucherForm({ voucher, onDone }: { voucher: Voucher | null; onDone: () => void }) {
  const { run, busy, errors, setErrors } = useBeheerAction<{ voucher: Voucher }>();
  const [kind, setKind] = useState<VoucherKind>(voucher?.kind ?? "percentage");
  const prefix = voucher ? `voucher-${voucher.id}` : "voucher-new";
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const local: Record<string, string> = {};
    let amount = 0;
    if (kind === "percentage") amount = Number(text("amount"));
    if (kind === "fixed") {
      const cents = parseEuros(text("amount"));
      if (cents === null) local.amount = AMOUNT_MESSAGE;
      amount = cents ?? 0;
    }
    const minimum = text("minOrder") === "" ? 0 : parseEuros(text("minOrder"));
    if (minimum === null) local.minOrderCents = AMOUNT_MESSAGE;
    if (Object.keys(local).length > 0) return setErrors(local);
    const body = {
      code: text("code"),
      name: text("name"),
      kind,
      amount: Number.isFinite(amount) ? amount : 0,
      discountOn: kind === "percentage" ? text("discountOn") || "producten" : "producten",
      validFrom: text("validFrom") || null,
      validUntil: text("validUntil") || null,
      minOrderCents: minimum ?? 0,
      maxUses: text("maxUses") === "" ? null : Number(text("maxUses")),
      active: data.get("active") === "on",
    };
    const result = voucher
      ? await run("PUT", `vouchers/${voucher.id}`, body)
      : await run("POST", "vouchers", body);
    if (result) {
      if (!voucher) form.reset();
      onDone();
    }
  }
  return (
    <form
      className="beheer-grid-form"
      onSubmit={submit}
      noValidate
      aria-label={voucher ? `Kortingscode ${voucher.code} wijzigen` : "Nieuwe kortingscode"}
    >
      <Field id={`${prefix}-code`} label="Code" error={errors.code} hint="Letters, cijfers, - of _">
        {(aria) => (
          <input {...aria} name="code" defaultValue={voucher?.code ?? ""} autoComplete="off" required />
        )}
      </Field>
      <Field id={`${prefix}-name`} label="Omschrijving (ziet de klant)" error={errors.name}>
        {(aria) => <input {...aria} name="name" defaultValue={voucher?.name ?? ""} required />}
      </Field>
      <Field id={`${prefix}-kind`} label="Soort" error={errors.kind}>
        {(aria) => (
          <select {...aria} name="kind" value={kind} onChange={(e) => setKind(e.target.value as VoucherKind)}>
            {voucherKinds.map((k) => (
              <option key={k} value={k}>
                {voucherKindLabels[k]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {kind === "percentage" && (
        <>
          <Field id={`${prefix}-amount`} label="Percentage" error={errors.amount}>
            {(aria) => (
              <input
                {...aria}
                name="amount"
                type="number"
                min={1}
                max={100}
                step={1}
                defaultValue={voucher?.kind === "percentage" ? voucher.amount : ""}
              />
            )}
          </Field>
          <Field id={`${prefix}-on`} label="Geldt op" error={errors.discountOn}>
            {(aria) => (
              <select {...aria} name="discountOn" defaultValue={voucher?.discountOn ?? "producten"}>
                {voucherDiscountOns.map((on) => (
                  <option key={on} value={on}>
                    {discountOnLabels[on]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      )}
      {kind === "fixed" && (
        <Field id={`${prefix}-amount`} label="Bedrag in euro" error={errors.amount}>
          {(aria) => (
            <input
              {...aria}
              name="amount"
              inputMode="decimal"
              defaultValue={voucher?.kind === "fixed" ? eurosText(voucher.amount) : ""}
            />
          )}
        </Field>
      )}
      <Field id={`${prefix}-from`} label="Geldig van" error={errors.validFrom}>
        {(aria) => <input {...aria} name="validFrom" type="date" defaultValue={voucher?.validFrom ?? ""} />}
      </Field>
      <Field id={`${prefix}-until`} label="Geldig tot en met" error={errors.validUntil}>
        {(aria) => <input {...aria} name="validUntil" type="date" defaultValue={voucher?.validUntil ?? ""} />}
      </Field>
      <Field id={`${prefix}-min`} label="Minimum aan producten (euro)" error={errors.minOrderCents}>
        {(aria) => (
          <input
            {...aria}
            name="minOrder"
            inputMode="decimal"
            defaultValue={voucher?.minOrderCents ? eurosText(voucher.minOrderCents) : ""}
          />
        )}
      </Field>
      <Field id={`${prefix}-max`} label="Hoe vaak te gebruiken" error={errors.maxUses} hint="Leeg: onbeperkt">
        {(aria) => (
          <input
            {...aria}
            name="maxUses"
            type="number"
            min={1}
            step={1}
            defaultValue={voucher?.maxUses ?? ""}
          />
        )}
      </Field>
      <div className="beheer-field beheer-check">
        <input
          id={`${prefix}-active`}
          name="active"
          type="checkbox"
          defaultChecked={voucher?.active ?? true}
        />
        <label htmlFor={`${prefix}-active`}>Code is actief</label>
      </div>
      <div className="beheer-form-actions">
        <button type="submit" className="beheer-button" disabled={busy}>
          {voucher ? "Wijzigingen opslaan" : "Kortingscode maken"}
        </button>
        {voucher && (
          <button type="button" className="beheer-button beheer-button--quiet" onClick={onDone}>
            Annuleren
          </button>
        )}
      </div>
      <ErrorList errors={errors} prefix="server" />
      {errors.id && <p className="beheer-error">{errors.id}</p>}
    </form>
  );
}

function VoucherRow({ voucher, onEdit }: { voucher: Voucher; onEdit: () => void }) {
  const { run, busy, errors } = useBeheerAction();
  return (
    <tr>
      <td>
        <strong>{voucher.code}</strong>
        <div className="beheer-hint">{voucher.name}</div>
      </td>
      <td>{voucherKindLabels[voucher.kind]}</td>
      <td className="number">{valueText(voucher)}</td>
      <td className="beheer-nowrap">{validityText(voucher)}</td>
      <td className="number">{voucher.minOrderCents ? formatPrice(voucher.minOrderCents) : "—"}</td>
      <td className="number">
        {voucher.usedCount} {voucher.maxUses === null ? "(onbeperkt)" : `van ${voucher.maxUses}`}
      </td>
      <td>
        <span className={`beheer-badge beheer-badge--${voucher.active ? "good" : "bad"}`}>
          {voucher.active ? "Actief" : "Uitgezet"}
        </span>
      </td>
      <td className="beheer-actions">
        <button type="button" className="beheer-button beheer-button--quiet" onClick={onEdit}>
          Wijzigen<span className="visually-hidden"> {voucher.code}</span>
        </button>
        <button
          type="button"
          className="beheer-button beheer-button--quiet"
          disabled={busy}
          onClick={() => run("PATCH", `vouchers/${voucher.id}`, { active: !voucher.active })}
        >
          {voucher.active ? "Uitzetten" : "Aanzetten"}
          <span className="visually-hidden"> {voucher.code}</span>
        </button>
        {(errors.id || errors.server) && <p className="beheer-field-error">{errors.id ?? errors.server}</p>}
      </td>
    </tr>
  );
}

export default function Kortingscodes({ loaderData }: Route.ComponentProps) {
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const current = loaderData.vouchers.find((v) => v.id === editing) ?? null;
  return (
    <>
      <h1>Kortingscodes</h1>
      <section className="beheer-panel" aria-labelledby="voucher-form-title">
        <h2 id="voucher-form-title">
          {current ? `Kortingscode ${current.code} wijzigen` : "Nieuwe kortingscode"}
        </h2>
        <p className="beheer-hint">
          Een wijziging geldt meteen voor elke winkelwagen die de code daarna gebruikt. Hoe vaak een code al
          is gebruikt, telt betaalde en nog openstaande bestellingen en adviesafspraken.
        </p>
        <VoucherForm
          key={current?.id ?? "new"}
          voucher={current}
          onDone={() => {
            setSaved(current ? `Kortingscode ${current.code} is opgeslagen.` : "De kortingscode is gemaakt.");
            setEditing(null);
          }}
        />
        {saved && (
          <p className="beheer-notice" role="status">
            {saved}
          </p>
        )}
      </section>
      <TableWrap label="Alle kortingscodes">
        <table className="beheer-table">
          <caption className="visually-hidden">Alle kortingscodes</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Soort</th>
              <th scope="col" className="number">
                Korting
              </th>
              <th scope="col">Geldig</th>
              <th scope="col" className="number">
                Minimum
              </th>
              <th scope="col" className="number">
                Gebruikt
              </th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Acties</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.vouchers.map((voucher) => (
              <VoucherRow
                key={voucher.id}
                voucher={voucher}
                onEdit={() => {
                  setSaved(null);
                  setEditing(voucher.id);
                  document.getElementById("voucher-form-title")?.scrollIntoView();
                }}
              />
            ))}
          </tbody>
        </table>
      </TableWrap>
    </>
  );
}
