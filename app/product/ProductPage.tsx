// The product page: slider, information with the 'Stel samen' button, description, atmosphere gallery and reviews.
// While the hash is #configureren the information block gives way to the configurator.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { imageInColour, type ProductPageData } from "../../domain/catalog";
import { photoJpegUrl } from "../../domain/photos";
import { LayeredPreview } from "../configurator/LayeredPreview";
import { canShow3D } from "../configurator/three/support";
import { useConfigurator } from "../configurator/useConfigurator";
import { openWhenAddressHoldsDesign } from "../designs/address";
import { itemFromCard, track } from "../tracking/dataLayer";
import { ConfiguratorSection } from "./ConfiguratorSection";
import { CONFIGURE_HASH, OPENS_CONFIGURATOR } from "./configure-hash";
import { ImageSlider } from "./ImageSlider";
import { ProductInfo } from "./ProductInfo";
import { ProductStory } from "./ProductStory";
import { RelatedProducts } from "./RelatedProducts";
import type { Related } from "./related-products.server";
import { useHash } from "./useHash";

/** three.js and the viewer load only when a wide window first opens the configurator. */
const Preview3D = lazy(() => import("../configurator/three/Preview3D"));
/** 'Bekijk in je eigen raam' loads its code only when a visitor asks for it. */
const OwnWindowPanel = lazy(() => import("../own-window/OwnWindowPanel"));

export function ProductPage({
  product,
  selectedColour,
  related,
}: {
  product: ProductPageData;
  selectedColour: string | null;
  related: Related;
}) {
  const [hash, setHash] = useHash();
  const configuring = hash === CONFIGURE_HASH;
  const variant = product.variants.find((v) => v.code === selectedColour);
  // The owner's photos first, then the drawings in the chosen colour (docs/images.md#photos).
  const images = useMemo(
    () => [
      ...product.photos.map((photo) => ({ src: photoJpegUrl(photo, 1600), alt: photo.alt, photo })),
      ...product.images.map((image) => ({
        src: `/media/product${selectedColour ? imageInColour(image.path, selectedColour) : image.path}`,
        alt: variant ? `${image.name} in ${variant.variant_color}` : image.name,
      })),
    ],
    [product, selectedColour, variant],
  );

  // The configurator starts (and makes its first call) when it first becomes visible, and then stays
  // mounted, so going back to the product information keeps the choices.
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  useEffect(() => {
    if (configuring) setOpenedFor(product.entity_id);
    // The head script marked a page opened at #configureren so its CSS gave the phone's small preview from the
    // first paint (catalog.css); the page itself now shows the configurator, so the mark has done its work.
    document.documentElement.classList.remove(OPENS_CONFIGURATOR);
  }, [configuring, product.entity_id]);
  // A shared address with the values but without the hash opens the configurator as well (docs/designs.md).
  useEffect(() => {
    openWhenAddressHoldsDesign(product.conf_id, () => {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, "", `${pathname}${search}${CONFIGURE_HASH}`);
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
  }, [product.conf_id]);
  const opened = configuring || openedFor === product.entity_id;
  const configurator = useConfigurator({
    conf_id: product.conf_id ?? 0,
    prod_id: product.entity_id,
    active: opened && product.conf_id !== null,
    configuring,
  });
  // The 3D preview is decided once, when the configurator first opens: only on windows wider than 768 px.
  // If it cannot render (no WebGL in a worker) the layered preview takes its place.
  const [with3D, setWith3D] = useState(false);
  const [three, setThree] = useState({ loading: false, ready: false, failed: false });
  useEffect(() => {
    if (opened && canShow3D()) setWith3D(true);
  }, [opened]);
  const { conf3D, conf_preview: preview, preview_loading: previewLoading } = configurator.state;
  const set3D = configurator.set3D;
  const on3DState = useMemo(
    () => (s: { loading: boolean; ready: boolean }) => {
      // The viewer starts out loading, so a report of neither loading nor ready means it gave up.
      setThree({ ...s, failed: !s.loading && !s.ready });
      set3D(s);
    },
    [set3D],
  );
  const show3D = configuring && with3D && conf3D !== null && !three.failed;
  const focusOnOpen = useRef<"configurator" | "info" | null>(null);
  const [ownWindow, setOwnWindow] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the view switches
  useEffect(() => {
    const target = focusOnOpen.current;
    if (!target) return;
    focusOnOpen.current = null;
    document.getElementById(target === "configurator" ? "configurator-title" : "stel-samen")?.focus();
  }, [configuring]);

  useEffect(() => {
    track("view_item", { value: product.discount_price / 100, items: [itemFromCard(product)] });
  }, [product]);

  return (
    <div className="page product-page">
      <nav className="breadcrumbs" aria-label="Kruimelpad">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={`/${product.category_slug}`}>{product.category}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="product-page__top">
        {ownWindow && configuring && (
          // No fallback: anything in its place would shift the grid for the moment its small chunk loads.
          <Suspense fallback={null}>
            <OwnWindowPanel
              preview={preview}
              productName={product.name}
              productSlug={product.url_path.replace(/^\/|\/$/g, "")}
              kind={product.kind}
              onClose={() => {
                setOwnWindow(false);
                document.getElementById("eigen-raam")?.focus();
              }}
            />
          </Suspense>
        )}
        <div className="product-page__media">
          {show3D && conf3D ? (
            <Suspense fallback={<p role="status">ophalen</p>}>
              <Preview3D conf3D={conf3D} onStateChange={on3DState} />
            </Suspense>
          ) : configuring && preview ? (
            <LayeredPreview preview={preview} productName={product.name} loading={previewLoading} />
          ) : (
            // While configuring, the slider waits for the layered preview: without its thumbnails it has the
            // preview's height, so the configurator below does not move when the preview arrives.
            <ImageSlider
              key={selectedColour}
              images={images}
              thumbnails={!configuring}
              start={selectedColour !== product.variants[0]?.code ? product.photos.length : 0}
            />
          )}
        </div>
        {opened && (
          <ConfiguratorSection
            product={product}
            configurator={configurator}
            hidden={!configuring}
            waiting={show3D && three.loading}
            onOwnWindow={() => setOwnWindow(true)}
            ownWindowOpen={ownWindow}
            onBack={() => {
              focusOnOpen.current = "info";
              setHash("");
            }}
          />
        )}
        {!configuring && (
          <ProductInfo
            product={product}
            selectedColour={selectedColour}
            hash={hash}
            onConfigure={() => {
              focusOnOpen.current = "configurator";
              setHash(CONFIGURE_HASH);
            }}
          />
        )}
      </div>

      <ProductStory product={product} />
      <RelatedProducts related={related} />
    </div>
  );
}
