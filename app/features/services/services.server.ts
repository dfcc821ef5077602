import { bannerSlides, services } from "../../../content/services";
import { bannerSlideSchema, serviceSchema, type BannerSlide, type Service } from "./services";
import { z } from "zod";

/** The services of content/services.ts, checked once when the server starts. */
export const SERVICES: Service[] = z.array(serviceSchema).min(1).parse(services);
export const BANNER_SLIDES: BannerSlide[] = z.array(bannerSlideSchema).min(1).parse(bannerSlides);
