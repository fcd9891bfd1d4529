// Message bodies are plain text. Web addresses in them become links, but only http(s) ones:
// anything else (javascript:, data:...) stays text, because only text starting with http://,
// https:// or www. is ever considered.

export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?'"»”’]+$/;

/** Drops punctuation that ends the sentence rather than the address, and an unmatched ')'. */
function trimAddress(raw: string): string {
  let text = raw.replace(TRAILING, '');
  while (text.endsWith(')') && count(text, '(') < count(text, ')'))
    text = text.slice(0, -1).replace(TRAILING, '');
  return text;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** The address a link may point to, or null when it is not a plain web address. */
export function safeHref(text: string): string | null {
  const candidate = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Splits `text` into plain runs and web addresses, keeping every character in order. */
export function linkify(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    const href = address ? safeHref(address) : null;
    if (!href) continue;
    if (start > last) out.push({ kind: 'text', text: text.slice(last, start) });
    out.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}
