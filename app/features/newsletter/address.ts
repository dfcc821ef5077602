/** RFC 5321's limits: the whole path, and the part before the "@". */
export const MAX_ADDRESS_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
/** The characters of an unquoted local part (RFC 5322's atext), dots between them. */
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export type AddressCheck = { ok: true; address: string } | { ok: false; problem: string };

/**
 * One spelling per mailbox, or why the text is not an address we mail: trimmed, lower case (no
 * provider in use tells Ann@ from ann@, and two spellings must not be two subscriptions), the
 * domain in its ASCII form (an IDN such as bücher.example becomes xn--bcher-kva.example). Only
 * plain addresses pass: no quoted local part, no IP literal, no comment, and nothing a header
 * could be broken with (line breaks, commas, angle brackets, spaces).
 */
export function normaliseAddress(text: string): AddressCheck {
  const value = text.trim();
  if (value.length === 0) return { ok: false, problem: "Enter your e-mail address." };
  if (value.length > MAX_ADDRESS_LENGTH)
    return { ok: false, problem: `An address has at most ${MAX_ADDRESS_LENGTH} characters.` };
  const at = value.lastIndexOf("@");
  const local = value.slice(0, at).toLowerCase();
  const domain = at > 0 ? toAsciiDomain(value.slice(at + 1)) : undefined;
  if (at <= 0 || local.length > MAX_LOCAL_LENGTH || !LOCAL_PART.test(local) || !domain)
    return { ok: false, problem: "That is not an e-mail address we can send to." };
  const address = `${local}@${domain}`;
  if (address.length > MAX_ADDRESS_LENGTH)
    return { ok: false, problem: `An address has at most ${MAX_ADDRESS_LENGTH} characters.` };
  return { ok: true, address };
}

/** The domain in ASCII (punycode for an IDN), lower case, or undefined when it is no host name. */
function toAsciiDomain(text: string): string | undefined {
  // The URL parser would also take an IP address, a percent-escape or a trailing dot: refused first.
  if (!/^[^\s%[\]:/\\@?#]+$/u.test(text) || text.endsWith(".")) return undefined;
  let ascii: string;
  try {
    // WHATWG URL's host parsing is IDNA (UTS #46): the same ASCII form browsers and mail servers use.
    ascii = new URL(`http://${text}`).hostname;
  } catch {
    return undefined;
  }
  const labels = ascii.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return undefined;
  // A top-level domain is never all digits: "1.2.3.4" is an address, not a name.
  return /^\d+$/.test(labels.at(-1)!) ? undefined : ascii;
}

/** An address as logs show it: the first character of the mailbox, then "…", and the domain. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return "…";
  return `${address[0]}…@${address.slice(at + 1)}`;
}

/** Text with every address in it masked (a mail server's answer often names the recipient). */
export function maskAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, (address) => maskAddress(address));
}
