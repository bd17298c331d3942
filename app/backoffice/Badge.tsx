// The back office's one badge: a short word in a coloured lozenge (good, warn, bad, info, or plain grey) for an
// order's, a request's or a mail's state; each area keeps its own map from state to tone.
import type { ReactNode } from "react";

export type Tone = "good" | "warn" | "bad" | "info" | "plain";

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={`beheer-badge${tone === "plain" ? "" : ` beheer-badge--${tone}`}`}>{children}</span>
  );
}
