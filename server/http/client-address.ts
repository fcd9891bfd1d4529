import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

// Who sent a request, for the login and registration throttles, the write limits and the audit
// log. Behind a reverse proxy every connection comes from the proxy, so the address a throttle
// counts must come from the proxy's X-Forwarded-For, and only from proxies the operator trusts:
// believed from anyone else, the header lets a client pick its own address.
//
// Only X-Forwarded-For is read. Caddy and nginx write it; `Forwarded` (RFC 7239) is not read,
// because a proxy that writes one header passes the other through untouched, and a client could
// then forge whichever one is read. X-Forwarded-Proto is not read either: secure cookies and the
// origin trusted for writes follow PUBLIC_URL. See docs/decisions/020-client-address-and-limits.md.

/** Whether the `i`-th address from the server's side (0 = the socket's peer) is a trusted proxy. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY's value compiled: null when off (unset, empty or `false`); a number N trusts the N
 * nearest hops; otherwise a comma-separated list of addresses, CIDRs and proxy-addr's keywords
 * `loopback`, `linklocal` and `uniquelocal`. `true` is refused: trusting every hop lets anyone
 * choose their address. Throws a pt-BR message on a value it cannot read.
 */
export function compileTrustProxy(value: string | undefined): TrustProxy | null {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return null;
  if (setting === 'true')
    throw new Error(
      "'true' não é aceito: informe quantos proxies há (ex.: 1) ou os seus endereços (ex.: loopback).",
    );
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (hops < 1 || hops > 10) throw new Error('o número de proxies deve estar entre 1 e 10.');
    return (_address, hop) => hop < hops;
  }
  const list = setting
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    return proxyAddr.compile(list);
  } catch {
    throw new Error(
      `lista de proxies inválida: '${setting}' (use endereços, CIDRs, loopback, linklocal ou uniquelocal).`,
    );
  }
}

/** The client's address: the socket's peer, or the nearest untrusted hop of X-Forwarded-For. */
export function clientAddress(req: IncomingMessage, trust: TrustProxy | null): string | null {
  if (!req.socket.remoteAddress) return null;
  const address = trust ? proxyAddr(req, trust) : req.socket.remoteAddress;
  // A dual-stack listener reports IPv4 clients as ::ffff:a.b.c.d; one client, one throttle key.
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/** clientAddress with TRUST_PROXY compiled once (the value was checked when the config loaded). */
export function clientAddressResolver(
  trustProxy: string | undefined,
): (req: IncomingMessage) => string | null {
  const trust = compileTrustProxy(trustProxy);
  return (req) => clientAddress(req, trust);
}

/**
 * The key a per-address limit counts a client by: an IPv4 address as it is, an IPv6 one by its
 * /64. A subscriber is given a whole /64 (RFC 6177) and may pick any address in it, so counted by
 * the full address one home would rotate around every limit. Anything unparsable stays as it is.
 * The audit log keeps the full address; only the limits widen it.
 */
export function limitAddress(address: string): string {
  if (!ipaddr.IPv6.isValid(address)) return address;
  const parts = ipaddr.IPv6.parse(address).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
