import { data, redirect } from "react-router";
import type { Route } from "./+types/theme";
import { isTheme, themeCookie } from "~/features/theme/theme";

/** Only same-site paths may be redirected to (no open redirects). */
function safeRedirect(target: FormDataEntryValue | null): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return "/";
  return target;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const theme = form.get("theme");
  if (!isTheme(theme)) throw data("Unknown theme", { status: 400 });
  const headers = { "Set-Cookie": themeCookie(theme, new URL(request.url).protocol === "https:") };
  // A plain form post (no JavaScript) goes back to the page it came from.
  if (form.has("redirectTo")) return redirect(safeRedirect(form.get("redirectTo")), { headers });
  return Response.json({ theme }, { headers });
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
