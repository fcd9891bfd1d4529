import { useEffect, useState, useSyncExternalStore } from 'react';
import { onFCP, onLCP } from 'web-vitals';
import {
  type ConnectionInfo,
  isSlowConnection,
  onConnectionChange,
  readConnection,
} from '../../lib/connection.ts';
import type { PerfReading } from './verdict.ts';

// The performance panel's readings. LCP and FCP come from web-vitals, which reads the browser's
// buffered entries, so they are right even when the panel opens long after the page loaded.

const vitals: { lcpMs: number | null; fcpMs: number | null } = { lcpMs: null, fcpMs: null };
const vitalsListeners = new Set<() => void>();
let vitalsStarted = false;
let vitalsSnapshot = { ...vitals };

function startVitals() {
  if (vitalsStarted) return;
  vitalsStarted = true;
  const set = (key: keyof typeof vitals, value: number) => {
    vitals[key] = value;
    vitalsSnapshot = { ...vitals };
    for (const listener of vitalsListeners) listener();
  };
  onLCP((metric) => set('lcpMs', metric.value), { reportAllChanges: true });
  onFCP((metric) => set('fcpMs', metric.value));
}

function subscribeVitals(listener: () => void) {
  startVitals();
  vitalsListeners.add(listener);
  return () => vitalsListeners.delete(listener);
}

/** Navigation start to the end of the load event; null until the page has loaded. */
function loadTime(): number | null {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd - navigation.startTime : null;
}

const MB = 1024 * 1024;

/** Chromium's non-standard performance.memory; null elsewhere. */
function memory(): PerfReading['memory'] {
  const info = (performance as Performance & { memory?: { usedJSHeapSize: number; jsHeapSizeLimit: number } })
    .memory;
  return info ? { usedMb: info.usedJSHeapSize / MB, limitMb: info.jsHeapSizeLimit / MB } : null;
}

export interface PanelReading extends PerfReading {
  connection: ConnectionInfo;
  windowSize: { width: number; height: number };
  cores: number | null;
}

/** Everything the panel shows, kept current while it is open. */
export function usePerfReading(): PanelReading {
  const web = useSyncExternalStore(subscribeVitals, () => vitalsSnapshot);
  const [loadMs, setLoadMs] = useState(loadTime);
  const [memoryNow, setMemoryNow] = useState(memory);
  const [connection, setConnection] = useState(readConnection);
  const [windowSize, setWindowSize] = useState(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
  }));

  useEffect(() => {
    const onLoad = () => setTimeout(() => setLoadMs(loadTime()), 0);
    if (loadMs === null) window.addEventListener('load', onLoad, { once: true });
    const onResize = () => setWindowSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    const stopConnection = onConnectionChange(() => setConnection(readConnection()));
    const memoryTimer = window.setInterval(() => setMemoryNow(memory()), 2000);
    return () => {
      window.removeEventListener('load', onLoad);
      window.removeEventListener('resize', onResize);
      stopConnection();
      window.clearInterval(memoryTimer);
    };
  }, [loadMs]);

  return {
    loadMs,
    lcpMs: web.lcpMs,
    fcpMs: web.fcpMs,
    memory: memoryNow,
    slowConnection: isSlowConnection(connection),
    connection,
    windowSize,
    cores: typeof navigator.hardwareConcurrency === 'number' ? navigator.hardwareConcurrency : null,
  };
}
