// What other parts of the server use of http/; everything else here is its own business.
export { clientAddressResolver, limitAddress } from './client-address.ts';
export type { Middleware } from './compose.ts';
export { pathOf, sendJson } from './compose.ts';
export { appendSetCookie, flowCookie, redirect, requestUrl } from './cookies.ts';
export { mediaType } from './cross-site.ts';
export type { OutboundRequest } from './outbound.ts';
export { askInOrder, baseUrl, getJson, outboundUserAgent } from './outbound.ts';
