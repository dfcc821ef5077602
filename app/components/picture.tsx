import { responsiveImage } from "~/features/media/images";

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
 * element is needed), intrinsic width and height.
 */
export function Picture({ name, alt, sizes, className, priority = false }: PictureProps) {
  const { src, srcSet, width, height } = responsiveImage(name);
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
