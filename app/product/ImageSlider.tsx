// Product image slider (spec section 9): main images 720x620, 85x85 thumbnails with 6 in view (7 from 720 px),
// 15 px apart; a click on the main image opens the lightbox.
import { useState } from "react";
import { Icon } from "../ui/Icon";
import { PhotoPicture } from "../ui/PhotoPicture";
import { Lightbox, type LightboxImage } from "./Lightbox";

export function ImageSlider({
  images,
  thumbnails = true,
  start = 0,
}: {
  images: LightboxImage[];
  /** The image shown first: the first drawing when the visitor chose another colour, past the owner's photos. */
  start?: number;
  /** False while the configurator opens: the main image alone, the height the layered preview takes next. */
  thumbnails?: boolean;
}) {
  const [index, setIndex] = useState(start);
  const [lightbox, setLightbox] = useState(false);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return null;
  const go = (to: number) => setIndex((to + images.length) % images.length);

  return (
    <section className="slider" aria-roledescription="carrousel" aria-label="Productafbeeldingen">
      <div className="slider__main">
        <button
          type="button"
          className="slider__zoom"
          onClick={() => setLightbox(true)}
          aria-label={`${current.alt}, vergroot bekijken`}
        >
          {current.photo ? (
            <PhotoPicture
              photo={current.photo}
              sizes="(min-width: 1024px) 720px, 100vw"
              width={720}
              height={620}
              className="slider__image slider__image--photo"
              eager={index === 0}
            />
          ) : (
            <img
              src={`${current.src}?w=720&h=620`}
              width={720}
              height={620}
              alt={current.alt}
              className="slider__image"
              fetchPriority="high"
            />
          )}
          <span className="slider__zoom-hint" aria-hidden="true">
            <Icon name="expand" size={18} />
          </span>
        </button>
        {images.length > 1 && (
          <>
            <button
              type="button"
              className="slider__arrow slider__arrow--prev"
              onClick={() => go(index - 1)}
              aria-label="Vorige afbeelding"
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              className="slider__arrow slider__arrow--next"
              onClick={() => go(index + 1)}
              aria-label="Volgende afbeelding"
            >
              <Icon name="chevronRight" />
            </button>
          </>
        )}
      </div>
      {thumbnails && images.length > 1 && (
        <ul className="slider__thumbs">
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className={`slider__thumb${i === index ? " slider__thumb--active" : ""}`}
                aria-current={i === index}
                aria-label={`Afbeelding ${i + 1} van ${images.length}`}
                onClick={() => setIndex(i)}
              >
                {image.photo ? (
                  <PhotoPicture photo={image.photo} sizes="85px" width={85} height={85} alt="" />
                ) : (
                  <img src={`${image.src}?w=85&h=85`} width={85} height={85} alt="" loading="lazy" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {lightbox && (
        <Lightbox images={images} index={index} onIndex={setIndex} onClose={() => setLightbox(false)} />
      )}
    </section>
  );
}
