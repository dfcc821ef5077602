import { data } from "react-router";

/** Every path no other route claims: the root error view with status 404. */
export function loader() {
  throw data("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
