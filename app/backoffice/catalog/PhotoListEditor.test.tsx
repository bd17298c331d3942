// The photo editor as the catalogue form uses it (controlled, inside the back office's layout data), with a fake
// upload: a HEIC refused before sending, an upload added last with its alt text asked, reordering by the buttons
// (the move said and focus kept), removing, and the alt text's message.
// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PHOTO_MESSAGES, type ProductPhotoRef } from "../../../domain/photos";
import { PhotoListEditor } from "./PhotoListEditor";

const A = "a".repeat(32);
const B = "b".repeat(32);
const NEW = "c".repeat(32);

let changes: ProductPhotoRef[][] = [];
const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];

/** XMLHttpRequest as the upload uses it: every upload answers 200 with the photo NEW. */
class FakeXhr {
  status = 0;
  response: unknown = null;
  responseType = "";
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  #url = "";
  #headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.#url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.#headers[name] = value;
  }
  send(body: unknown) {
    sent.push({ url: this.#url, headers: this.#headers, body });
    setTimeout(() => {
      this.status = 200;
      this.response = { id: NEW, width: 1200, height: 800, variants: [] };
      this.onload?.();
    }, 0);
  }
}

/** What the next render starts from; the page component reads it (a component made per render would remount). */
let setup: { initial: ProductPhotoRef[]; showErrors: boolean } = { initial: [], showErrors: false };

function Harness() {
  const [photos, setPhotos] = useState(setup.initial);
  return (
    <PhotoListEditor
      photos={photos}
      productName="Rolgordijn"
      showErrors={setup.showErrors}
      onChange={(next) => {
        changes.push(next);
        setPhotos(next);
      }}
    />
  );
}

const Stub = createRoutesStub([
  {
    id: "routes/beheer",
    path: "/beheer",
    loader: () => ({ staff: { id: 1, email: "e@x.nl", name: "E", role: "eigenaar" }, csrfToken: "csrf-1" }),
    children: [{ path: "/beheer/proef", Component: Harness }],
  },
]);

function renderEditor(initial: ProductPhotoRef[], showErrors = false) {
  setup = { initial, showErrors };
  render(<Stub initialEntries={["/beheer/proef"]} />);
}

const altFields = () =>
  screen.getAllByLabelText("Alt-tekst (wat staat er op de foto?)") as HTMLInputElement[];

beforeEach(() => {
  changes = [];
  sent.length = 0;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PhotoListEditor", () => {
  it("moves a photo with its buttons, says so, and keeps focus on a button of the moved photo", async () => {
    renderEditor([
      { id: A, alt: "Woonkamer" },
      { id: B, alt: "Detail" },
    ]);
    const forward = await screen.findByRole("button", { name: "Foto ‘Detail’ naar voren" });
    expect(screen.getByRole("button", { name: "Foto ‘Woonkamer’ naar voren" })).toHaveProperty(
      "disabled",
      true,
    );
    act(() => forward.click());
    expect(changes.at(-1)?.map((p) => p.id)).toEqual([B, A]);
    expect(document.querySelector("[aria-live]")?.textContent).toBe(
      "Foto ‘Detail’ staat nu op plaats 1 van 2.",
    );
    // First now: its 'Naar voren' is disabled, so 'Naar achteren' has the focus.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toBe("Foto ‘Detail’ naar achteren"),
    );
    expect(altFields().map((f) => f.value)).toEqual(["Detail", "Woonkamer"]);
  });

  it("removes a photo and says which", async () => {
    renderEditor([
      { id: A, alt: "Woonkamer" },
      { id: B, alt: "Detail" },
    ]);
    const remove = await screen.findByRole("button", { name: "Foto ‘Woonkamer’ verwijderen" });
    act(() => remove.click());
    expect(changes.at(-1)).toEqual([{ id: B, alt: "Detail" }]);
    expect(document.querySelector("[aria-live]")?.textContent).toBe("Foto ‘Woonkamer’ is verwijderd.");
  });

  it("asks for the alt text once the field is left empty, and for every empty one after a try to save", async () => {
    renderEditor([{ id: A, alt: "" }]);
    const [field] = await screen.findAllByLabelText("Alt-tekst (wat staat er op de foto?)");
    expect(screen.queryByText(PHOTO_MESSAGES.altMissing)).toBeNull();
    fireEvent.blur(field as HTMLInputElement);
    expect(await screen.findByText(PHOTO_MESSAGES.altMissing)).toBeTruthy();
    expect(field?.getAttribute("aria-invalid")).toBe("true");
    cleanup();
    renderEditor(
      [
        { id: A, alt: "" },
        { id: B, alt: "" },
      ],
      true,
    );
    await waitFor(() => expect(screen.getAllByText(PHOTO_MESSAGES.altMissing)).toHaveLength(2));
  });

  it("refuses a HEIC file without sending it, and adds an uploaded photo last with its alt text to fill in", async () => {
    renderEditor([{ id: A, alt: "Woonkamer" }]);
    const input = (await screen.findByLabelText(/Foto toevoegen/)) as HTMLInputElement;
    const heic = new File([new Uint8Array(10)], "IMG_0001.HEIC", { type: "image/heic" });
    fireEvent.change(input, { target: { files: [heic] } });
    expect((await screen.findByRole("alert")).textContent).toBe(`IMG_0001.HEIC: ${PHOTO_MESSAGES.heic}`);
    expect(sent).toHaveLength(0);

    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0])], "raam.jpg", { type: "image/jpeg" });
    fireEvent.change(input, { target: { files: [jpeg] } });
    await waitFor(() =>
      expect(changes.at(-1)).toEqual([
        { id: A, alt: "Woonkamer" },
        { id: NEW, alt: "" },
      ]),
    );
    expect(sent[0]?.url).toBe("/api/beheer/catalog/photos");
    expect(sent[0]?.headers).toEqual({ "x-csrf-token": "csrf-1", "content-type": "image/jpeg" });
    expect(document.querySelector("[aria-live]")?.textContent).toBe(
      "raam.jpg is toegevoegd als foto 2. Vul de alt-tekst in.",
    );
    await waitFor(() => expect(document.activeElement).toBe(altFields()[1]));
  });
});
