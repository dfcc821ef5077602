import { currentContent } from "~/features/content/current.server";
import type { ServicesContent } from "./services-file.server";

/** The services, their categories and the banner's slides, from the current content snapshot. */
export function servicesContent(): ServicesContent {
  return currentContent().services;
}
