/**
 * Books a visitor's cart keeps on the device, and the most cart.merge takes at sign-in
 * (docs/product/cart.md#a-visitors-cart). A module of its own: the header's cart count reads it,
 * and nothing else it needs may come along into the first JavaScript (zod, the delivery rules).
 */
export const LOCAL_CART_MAX = 50;
