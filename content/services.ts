// The services offered on /services. Prices are kept for the owner's records; the page does not show them.
import { siteConfig } from "../site.config";

export const services = [
  {
    title: "Graphic Design (Thumbnail)",
    description:
      "Eye-catching video thumbnails designed for your channel: bold typography, clean cut-outs and colours that stand out in a crowded feed. Two revisions included.",
    image: "services/graphic-design",
    category: "Graphic Design (Thumbnail)",
    orderbtn: true,
    price: 5,
    discountPrice: 3,
    fiverrorderbtn: `${siteConfig.marketplaceProfileUrl}/thumbnail-design`,
  },
  {
    title: "Website Development",
    description:
      "A fast, responsive website built with modern tools: a portfolio, a blog or a landing page that loads quickly on phones and is easy for you to update.",
    image: "services/web-development",
    category: "Website Development",
    orderbtn: true,
    price: 10,
    discountPrice: 8,
    fiverrorderbtn: `${siteConfig.marketplaceProfileUrl}/website-development`,
  },
];

/** Slides of the services banner: images show for their duration, a video until it ends. */
export const bannerSlides = [
  { type: "image", src: "services/banner-1", alt: "Thumbnails that get clicked", duration: 5000 },
  { type: "video", src: "/media/services/showreel.mp4", poster: "services/banner-2", alt: "A short showreel of design and web work" },
  { type: "image", src: "services/banner-2", alt: "Websites that load fast", duration: 5000 },
  { type: "image", src: "services/banner-3", alt: "Order on the marketplace", duration: 5000 },
];
