import { usableImages } from './complaint-reply.ts';

/** A picture to enlarge, with the words that name it. */
export interface Picture {
  readonly src: string;
  readonly alt: string;
}

interface Props {
  readonly images: readonly string[];
  /** What the pictures are, for their names, e.g. 'Evidence' → 'Evidence image 1 of 2'. */
  readonly name: string;
  readonly onOpen: (picture: Picture) => void;
}

/** A row of thumbnails; tapping one opens it enlarged. Nothing when there are no images. */
export function ComplaintImages({ images, name, onOpen }: Props) {
  const shown = usableImages(images);
  if (shown.length === 0) return null;
  return (
    <ul className="complaint-images" aria-label={`${name} images`}>
      {shown.map((src, index) => {
        const alt = `${name} image ${index + 1} of ${shown.length}`;
        return (
          // The same URL may be attached twice; its place in the list tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={`${index}-${src}`}>
            <button
              type="button"
              className="complaint-images__button"
              aria-label={`Enlarge ${alt.charAt(0).toLowerCase()}${alt.slice(1)}`}
              onClick={() => onOpen({ src, alt })}
            >
              <img src={src} alt={alt} loading="lazy" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
