import { ContentError, type ContentProblem } from "~/features/content/problems";
import { readDataFile, type ContentReader } from "~/features/content/reader.server";
import {
  orderLink,
  serviceCategories,
  servicesFileSchema,
  type BannerSlide,
  type Service,
} from "./services";

const SERVICES_FILE = "services.yaml";

export type ServicesContent = {
  services: Service[];
  categories: string[];
  bannerSlides: BannerSlide[];
};

/** `{content}/services.yaml`, checked by its schema, with every image it names; order links made absolute. */
export function readServices(
  reader: ContentReader,
  imageProblem: (at: Omit<ContentProblem, "message">, name: string) => ContentProblem | undefined,
): ServicesContent {
  const { data, lineOf } = readDataFile(reader, SERVICES_FILE, servicesFileSchema);
  const file = reader.display(SERVICES_FILE);
  const at = (path: (string | number)[]) => ({ file, line: lineOf(path), field: path.join(".") });
  const problems = [
    ...data.services.map((service, index) =>
      imageProblem(at(["services", index, "image"]), service.image),
    ),
    ...data.bannerSlides.map((slide, index) =>
      slide.type === "image"
        ? imageProblem(at(["bannerSlides", index, "src"]), slide.src)
        : imageProblem(at(["bannerSlides", index, "poster"]), slide.poster),
    ),
  ].filter((problem) => problem !== undefined);
  if (problems.length > 0) throw new ContentError(problems);
  const services = data.services.map((service) => ({
    ...service,
    fiverrorderbtn: orderLink(service.fiverrorderbtn),
  }));
  return { services, categories: serviceCategories(services), bannerSlides: data.bannerSlides };
}

// The part of the content snapshot this reader reads (the loader fills it).
declare module "~/features/content/current.server" {
  interface ContentSnapshot {
    readonly services: ServicesContent;
  }
}
