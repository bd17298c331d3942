// What replaces the sent advice form: the request number, the appointment's price and where the confirmation went.
import { useEffect, useRef } from "react";
import { ADVICE_CONTACT_PROMISE } from "../../domain/advice/advice";
import { useRootData } from "../root-data";
import { Icon } from "../ui/Icon";
import { PhoneLink } from "./PhoneLink";

export interface AdviceSent {
  number: string;
  email: string;
  price: string | null;
}

export function AdviceDone({ done, idPrefix }: { done: AdviceSent; idPrefix: string }) {
  const { store } = useRootData();
  const doneRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // Focus for screen readers and the keyboard; the scroll keeps a little room above the card
    // (scroll-margin).
    doneRef.current?.focus({ preventScroll: true });
    doneRef.current?.scrollIntoView({ block: "start" });
  }, []);
  return (
    <section ref={doneRef} className="advice-done" tabIndex={-1} aria-labelledby={`${idPrefix}-bedankt`}>
      <span className="advice-done__icon">
        <Icon name="check" size={28} />
      </span>
      <h2 id={`${idPrefix}-bedankt`}>Bedankt voor je aanvraag</h2>
      <p className="advice-done__promise">{ADVICE_CONTACT_PROMISE}</p>
      <dl className="advice-done__rows">
        <div>
          <dt>Aanvraagnummer</dt>
          <dd>{done.number}</dd>
        </div>
        {done.price && (
          <div>
            <dt>Kosten afspraak</dt>
            <dd>{done.price}</dd>
          </div>
        )}
      </dl>
      <p>
        We hebben een bevestiging gestuurd naar <strong>{done.email}</strong>. Heb je nog een vraag? Bel ons
        op <PhoneLink phone={store.phone} />.
      </p>
    </section>
  );
}
