// A PDF as a reader gets it: poppler's pdftotext (Debian's poppler-utils, as .ci/run installs it) extracts its text.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The text of `pdf` in reading order (`-layout`: a table's row stays on one line). */
export function pdfText(pdf: Buffer, layout = false): string {
  const dir = mkdtempSync(join(tmpdir(), "pdf-text-"));
  try {
    const file = join(dir, "document.pdf");
    writeFileSync(file, pdf);
    const run = spawnSync("pdftotext", [...(layout ? ["-layout"] : []), "-enc", "UTF-8", file, "-"], {
      encoding: "utf8",
    });
    if (run.error)
      throw new Error(`pdftotext is needed here: apt-get install poppler-utils (${run.error.message})`);
    if (run.status !== 0) throw new Error(`pdftotext could not read the PDF: ${run.stderr}`);
    return run.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
