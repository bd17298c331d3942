// The browser's client for the advice appointment calls of spec section 7 (paths under the main API base).
import type { ServiceArea } from "../../domain/validation/advice";
import { callApi } from "../api/client";

export interface AreaAnswer {
  service_area: ServiceArea;
  /** The one-time fee in cents; 0 unless paid. */
  price: number;
}

export type CouponAnswer = { valid: true; code: string; name: string } | { valid: false; message: string };

/** What submit-form takes: the advice form's fields (spec section 3), the house number as typed. */
export interface AdviceSubmission {
  request: string;
  product_interest: string[];
  product_amount: string;
  firstname: string;
  lastname: string;
  telephone: string;
  email: string;
  zipcode: string;
  housenumber: string;
  housenumber_affix: string;
  street: string;
  city: string;
  lat?: number;
  lon?: number;
  coupon_code: string;
  service_area?: ServiceArea;
}

export const adviceApi = {
  checkZipcode: (zipcode: string, signal?: AbortSignal) =>
    callApi<AreaAnswer>("POST", "advice/check-zipcode", { zipcode }, { signal }),
  checkCoupon: (coupon_code: string) =>
    callApi<{ coupon: CouponAnswer }>("POST", "advice/check-coupon", { coupon_code }),
  submit: (form: AdviceSubmission) =>
    callApi<{ order: { status: boolean; number: string } }>("POST", "advice/submit-form", form),
};
