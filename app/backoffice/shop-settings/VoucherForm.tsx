// The voucher code form of /beheer/kortingscodes: a new code, or a change to one; euro amounts checked here first,
// the rest by the server.
import { useState } from "react";
import { type VoucherKind, voucherKinds } from "../../../domain/cart/vouchers";
import { eurosText, parseEuros } from "../../../domain/shop-settings/amounts";
import {
  discountOnLabels,
  voucherDiscountOns,
  voucherKindLabels,
} from "../../../domain/shop-settings/voucher-form";
import { NoScriptFields } from "../../no-script";
import { useBeheerAction } from "../api";
import { amountMessage, ErrorList, Field } from "./fields";
import type { VoucherView as Voucher } from "./shop-settings-pages.server";

const AMOUNT_MESSAGE = amountMessage("25,00");

export function VoucherForm({ voucher, onDone }: { voucher: Voucher | null; onDone: () => void }) {
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
      method="post"
      className="beheer-grid-form"
      onSubmit={submit}
      noValidate
      aria-label={voucher ? `Kortingscode ${voucher.code} wijzigen` : "Nieuwe kortingscode"}
    >
      <NoScriptFields form="kortingscode" staff />
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
