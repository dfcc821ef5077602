import { siteConfig } from "~/site.config";
import { imageUrl } from "~/features/media/images";
import { SITE_IMAGES } from "~/features/media/site-images";
import { SPLASH } from "./contract";

/** The first-visit logo screen: purely visual, still (no motion while the page loads), gone after 2 s by CSS alone. */
export function Splash() {
  return (
    <div className={SPLASH.className} aria-hidden="true" data-testid="splash">
      {/* Lazy: while the screen is not shown (display: none) the browser does not fetch it at all. */}
      <img
        src={imageUrl(siteConfig.logos.mark, SITE_IMAGES[siteConfig.logos.mark]!, 192)}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="rounded-3xl"
      />
    </div>
  );
}
