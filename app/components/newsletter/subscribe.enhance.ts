import type { BehaviourModule } from "~/enhance/behaviour";
import { readNewsletterJson } from "~/features/newsletter/contract";
import { SUBSCRIBE } from "./contract";

/**
 * Sends the sign-up form in place and shows the answer under it, so the reader stays on the page.
 * Anything unexpected (offline, an answer that is not the newsletter's) sends the form as a plain
 * POST instead, whose page says what happened.
 */
async function submitInPlace(form: HTMLFormElement, fetchImpl: typeof fetch = fetch) {
  const status = form.querySelector<HTMLElement>(`[${SUBSCRIBE.status}]`);
  const button = form.querySelector("button");
  form.setAttribute(SUBSCRIBE.busy, "");
  if (button) button.disabled = true;
  try {
    const response = await fetchImpl(form.action, {
      method: "POST",
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { Accept: "application/json" },
    });
    const answer = readNewsletterJson(await response.json());
    if (!answer || !status) throw new Error("not the newsletter's answer");
    status.textContent = answer.message;
    status.setAttribute(SUBSCRIBE.ok, String(answer.ok));
    if (answer.ok) form.reset();
  } catch {
    form.submit();
  } finally {
    form.removeAttribute(SUBSCRIBE.busy);
    if (button) button.disabled = false;
  }
}

export const attach: BehaviourModule["attach"] = (element) => {
  if (!(element instanceof HTMLFormElement)) return;
  element.addEventListener("submit", (event) => {
    event.preventDefault();
    void submitInPlace(element);
  });
};
