// The storefront's banner while a member of staff previews the draft catalogue: fixed at the top, so no page of
// the preview can be taken for the live shop; its link stops the preview (the back office clears the cookie).
export const PREVIEW_BANNER_TEXT = "Voorbeeld van het concept van de catalogus — bezoekers zien dit niet.";

export function PreviewBanner() {
  return (
    <div className="preview-banner" role="note">
      <strong>{PREVIEW_BANNER_TEXT}</strong> <a href="/beheer/catalogus?voorbeeld=uit">Voorbeeld stoppen</a>
    </div>
  );
}
