import type { BehaviourModule } from "~/enhance/behaviour";
import {
  CODE_BLOCK,
  COPIED_CODE_LABEL,
  COPIED_CODE_MS,
  COPY_CODE_LABEL,
} from "~/features/markdown/code-block-contract";

/**
 * A code block's Copy button: shown once this runs (where the browser has a clipboard), it copies
 * the code as written; the button says "Copied" for a moment and a live region announces it. A
 * refused copy selects the code instead, for the reader's own Ctrl+C, and says so.
 */
export function enhanceCodeCopy(
  block: HTMLElement,
  clipboard: Pick<Clipboard, "writeText"> | undefined = navigator.clipboard,
) {
  const button = block.querySelector<HTMLButtonElement>(`[${CODE_BLOCK.copy}]`);
  const label = block.querySelector(`[${CODE_BLOCK.label}]`);
  const status = block.querySelector(`[${CODE_BLOCK.status}]`);
  const code = block.querySelector("pre");
  if (!button || !label || !status || !code || !clipboard) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener("click", async () => {
    clearTimeout(timer);
    try {
      await clipboard.writeText(code.textContent ?? "");
      label.textContent = status.textContent = COPIED_CODE_LABEL;
    } catch {
      getSelection()?.selectAllChildren(code);
      status.textContent = "Copy refused: the code is selected for Ctrl+C";
    }
    timer = setTimeout(() => {
      label.textContent = COPY_CODE_LABEL;
      status.textContent = "";
    }, COPIED_CODE_MS);
  });
  button.hidden = false;
}

export const attach: BehaviourModule["attach"] = (element) => enhanceCodeCopy(element);
