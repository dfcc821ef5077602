// @vitest-environment happy-dom
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { COPIED_CODE_MS } from "~/features/markdown/code-block-contract";
import { createArticleRenderer, siteFiles } from "~/features/markdown/markdown.server";
import { enhanceCodeCopy } from "./code-copy.enhance";

afterEach(() => vi.useRealTimers());

const CODE = 'const a = "<b>";\nconsole.log(a);\n';

/** A code block as the server writes it. */
function mount() {
  const render = createArticleRenderer(siteFiles(path.resolve("content")));
  document.body.innerHTML = render(`\`\`\`js\n${CODE}\`\`\`\n`).html;
  const block = document.querySelector<HTMLElement>("[data-enhance=code-copy]")!;
  return {
    block,
    button: block.querySelector("button")!,
    status: block.querySelector('[role="status"]')!,
  };
}

test("the Copy button is hidden until the behaviour shows it, and stays hidden without a clipboard", () => {
  const { block, button } = mount();
  expect(button.hidden).toBe(true);
  // A page served over plain http (not localhost) has no clipboard: an own property hides the browser's.
  Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
  try {
    enhanceCodeCopy(block);
  } finally {
    delete (navigator as { clipboard?: unknown }).clipboard;
  }
  expect(button.hidden).toBe(true);
  enhanceCodeCopy(block, { writeText: vi.fn() });
  expect(button.hidden).toBe(false);
});

test("Copy copies the code as written, says Copied and announces it, then goes back after 2 s", async () => {
  vi.useFakeTimers();
  const { block, button, status } = mount();
  const writeText = vi.fn().mockResolvedValue(undefined);
  enhanceCodeCopy(block, { writeText });
  button.click();
  await vi.advanceTimersByTimeAsync(0);
  expect(writeText).toHaveBeenCalledWith(CODE);
  expect(button.textContent).toBe("Copied code");
  expect(status.textContent).toBe("Copied");
  await vi.advanceTimersByTimeAsync(COPIED_CODE_MS - 1);
  expect(status.textContent).toBe("Copied");
  await vi.advanceTimersByTimeAsync(1);
  expect(button.textContent).toBe("Copy code");
  expect(status.textContent).toBe("");
});

test("a refused copy selects the code for the reader's own copy, and says so", async () => {
  const { block, button, status } = mount();
  enhanceCodeCopy(block, { writeText: vi.fn().mockRejectedValue(new Error("denied")) });
  button.click();
  await vi.waitFor(() => expect(status.textContent).toMatch(/selected.*Ctrl\+C/));
  expect(getSelection()?.toString()).toBe(CODE);
  expect(button.textContent).toBe("Copy code");
});
