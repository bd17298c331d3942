// The browser's client for the service form's call of spec section 7 (path relative to the main API base).
import type { ServiceForm } from "../../domain/validation/service";
import { callApi } from "../api/client";

export const serviceApi = {
  /** Answers `{ status: true }` for every valid form: it never says whether the order was found. */
  submitForm: (form: ServiceForm) => callApi<{ status?: unknown }>("POST", "service/submit-form", form),
};
