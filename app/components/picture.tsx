import { createContext, use } from "react";
import { findImage, type ImageManifest } from "~/features/media/images";
import { imageLookupFor } from "~/features/media/site-images";
import { ResponsiveImg, type ResponsiveImgProps } from "./responsive-image";

/**
 * The content's image manifest for the page being rendered (the root hands down the one of the
 * content snapshot the render started with); without it, only the site's own art is found.
 */
export const ContentImages = createContext<ImageManifest | undefined>(undefined);

type PictureProps = Omit<ResponsiveImgProps, "image"> & {
  /** Name in the image manifest, e.g. "services/banner-1". */
  name: string;
};

/**
 * A responsive, layout-stable image by its name in the site's or the content's manifest. An
 * image the manifest lacks renders nothing (and is logged once) rather than failing the page.
 */
export function Picture({ name, ...props }: PictureProps) {
  const image = findImage(imageLookupFor(use(ContentImages)), name);
  return image ? <ResponsiveImg image={image} {...props} /> : null;
}
