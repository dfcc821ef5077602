import type { ResponsiveImage } from "~/features/media/images";

export type ResponsiveImgProps = {
  image: ResponsiveImage;
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
 * The <img> of an image already resolved from a manifest: WebP variants in `srcset` (one
 * format, so no <picture> element is needed) and intrinsic width and height, so it never shifts
 * the layout. `<Picture name>` resolves a name and renders this; an island, which carries no
 * manifest, is handed resolved images and renders this itself.
 */
export function ResponsiveImg({
  image,
  alt,
  sizes,
  className,
  priority = false,
}: ResponsiveImgProps) {
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
