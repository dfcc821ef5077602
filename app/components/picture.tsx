import { createContext, use } from "react";
import { findImage, type ImageManifest } from "~/features/media/images";
import { imageLookupFor } from "~/features/media/site-images";

/**
 * The content's image manifest for the page being rendered (the root hands down the one of the
 * content snapshot the render started with); without it, only the site's own art is found.
 */
export const ContentImages = createContext<ImageManifest | undefined>(undefined);

type PictureProps = {
  /** Name in the image manifest, e.g. "services/banner-1". */
  name: string;
  alt: string;
  /** How wide the image is shown, for the browser's choice among the variants. */
  sizes: string;
  className?: string;
  /**
   * Above the fold: `true` for the page's largest image (loaded at once, high priority); `"eager"`
   * for small ones such as logos (at once, normal priority, so they do not compete with it).
   */
  priority?: boolean | "eager";
};

/**
 * A responsive, layout-stable image: WebP variants in `srcset` (one format, so no <picture>
 * element is needed), intrinsic width and height. An image the manifest lacks renders nothing
 * (and is logged once) rather than failing the page.
 */
export function Picture({ name, alt, sizes, className, priority = false }: PictureProps) {
  const image = findImage(imageLookupFor(use(ContentImages)), name);
  if (!image) return null;
  const { src, srcSet, width, height } = image;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority === true ? "high" : "auto"}
      decoding="async"
      className={className}
    />
  );
}
