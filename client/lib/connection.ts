// What the browser says about the network (Network Information API, Chromium only). Other
// browsers have no navigator.connection: every reading is then "unknown", which counts as fast.

export interface ConnectionInfo {
  /** 'slow-2g' | '2g' | '3g' | '4g' when the browser knows. */
  effectiveType?: string | undefined;
  /** Estimated bandwidth in Mbit/s. */
  downlink?: number | undefined;
}

type NetworkInformation = ConnectionInfo & EventTarget;

function networkInformation(): NetworkInformation | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

export function readConnection(): ConnectionInfo {
  const connection = networkInformation();
  return connection ? { effectiveType: connection.effectiveType, downlink: connection.downlink } : {};
}

/** Calls `listener` when the connection's type or speed changes; returns the unsubscribe. */
export function onConnectionChange(listener: () => void): () => void {
  const connection = networkInformation();
  connection?.addEventListener('change', listener);
  return () => connection?.removeEventListener('change', listener);
}

/** A 2g (or slower) connection: the cache policy keeps data longer and retries less on it. */
export function is2g(connection: ConnectionInfo): boolean {
  return connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}

/** The slow connection of docs/product/offline.md#data-cache: 2g or slower, or under 1 Mbit/s. */
export function isSlowConnection(connection: ConnectionInfo): boolean {
  return is2g(connection) || (connection.downlink !== undefined && connection.downlink < 1);
}

/** Whether the browser believes it is online (false only when it is sure it is not). */
export function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
