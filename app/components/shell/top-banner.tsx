import { Picture } from "~/components/picture";
import { siteConfig } from "~/site.config";

/** The fixed black banner above the navigation bar (65 px), with a slot for the language picker. */
export function TopBanner({ languagePicker }: { languagePicker?: React.ReactNode }) {
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 flex h-[var(--banner-h)] items-center justify-between gap-3 bg-black px-3 text-[0.6875rem] text-white sm:justify-center sm:gap-6 sm:text-base"
      role="region"
      aria-label="Translation"
    >
      <p className="flex items-center gap-2 leading-tight font-medium">
        <span>
          <span className="whitespace-nowrap">Translation in 14 Languages</span>{" "}
          <span aria-hidden="true" className="hidden sm:inline">
            |
          </span>
          <br className="sm:hidden" /> <span className="whitespace-nowrap">Powered by</span>
        </span>
        <Picture
          name={siteConfig.logos.translator}
          alt="Translate"
          sizes="100px"
          className="h-5 w-auto sm:h-6"
          priority="eager"
        />
      </p>
      <div id="language-picker-slot" className="min-w-0">
        {languagePicker}
      </div>
    </div>
  );
}
