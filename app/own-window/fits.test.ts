// The own-window button is offered for what hangs at a window, not for a terrace roof.
import { describe, expect, it } from "vitest";
import { productKinds } from "../../domain/products";
import { fitsAWindow } from "./fits";

describe("fitsAWindow", () => {
  it("offers every window covering and screen, and not the terrace roof", () => {
    const offered = productKinds.filter(fitsAWindow);
    expect(offered).toContain("rolgordijn");
    expect(offered).toContain("screen");
    expect(offered).toContain("gordijn");
    expect(offered).not.toContain("terrasoverkapping");
    expect(offered).toHaveLength(productKinds.length - 1);
  });
});
