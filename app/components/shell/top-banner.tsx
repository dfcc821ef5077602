import { Picture } from "~/components/picture";
import { siteConfig } from "../../../site.config";

/** The fixed black banner above the navigation bar (65 px), with a slot for the language picker. */
export function TopBanner({ languagePicker }: { languagePicker?: React.ReactNode }) {
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 flex h-[var(--banner-h)] items-center justify-center gap-3 bg-black px-3 text-xs text-white sm:gap-4 sm:text-base"
      role="region"
      aria-label="Translation"
    >
      <p className="flex items-center gap-2 font-medium">
        <span>
          Translation in 14 Languages <span aria-hidden="true">|</span> Powered by
        </span>
        <Picture name={siteConfig.logos.translator} alt="Translate" sizes="100px" className="h-6 w-auto" priority />
      </p>
      <div id="language-picker-slot" className="min-w-0">
        {languagePicker}
      </div>
    </div>
  );
}
