// What the performance panel concludes from its readings, by the flags of docs/product/screens.md#performance-panel.

export const THRESHOLDS = {
  loadMs: 3000,
  lcpMs: 2500,
  fcpMs: 1800,
  memoryMb: 50,
  /** Share of the JavaScript heap limit in use above which memory is high. */
  memoryShare: 0.8,
} as const;

export const GOOD = 'Bom';
export const NEEDS_WORK = 'Precisa otimizar';
export type Verdict = typeof GOOD | typeof NEEDS_WORK;

/** A reading the browser does not give (no memory API outside Chromium, LCP not yet known) is null. */
export interface PerfReading {
  loadMs: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  memory: { usedMb: number; limitMb: number } | null;
  slowConnection: boolean;
}

export interface Assessment {
  verdict: Verdict;
  suggestions: string[];
}

/**
 * The verdict counts what the page does (load, LCP, FCP, memory). A slow connection is the
 * visitor's network, not the page: it gets a suggestion and the badge, not 'Precisa otimizar'
 * on its own (a slow page on it still crosses the time limits).
 */
export function assess(reading: PerfReading): Assessment {
  const flags: string[] = [];
  if (reading.loadMs !== null && reading.loadMs > THRESHOLDS.loadMs) {
    flags.push(
      'O carregamento passou de 3 s: reduza o JavaScript e as imagens que a página carrega de início.',
    );
  }
  if (reading.lcpMs !== null && reading.lcpMs > THRESHOLDS.lcpMs) {
    flags.push(
      'O maior conteúdo (LCP) apareceu depois de 2,5 s: carregue primeiro a imagem ou o texto principal.',
    );
  }
  if (reading.fcpMs !== null && reading.fcpMs > THRESHOLDS.fcpMs) {
    flags.push('O primeiro conteúdo (FCP) apareceu depois de 1,8 s: adie o que bloqueia a primeira pintura.');
  }
  if (reading.memory && reading.memory.usedMb > THRESHOLDS.memoryMb) {
    flags.push(
      'A página usa mais de 50 MB de memória: procure listas grandes ou dados que não são liberados.',
    );
  }
  if (reading.memory && reading.memory.usedMb > reading.memory.limitMb * THRESHOLDS.memoryShare) {
    flags.push(
      'A memória está acima de 80% do limite do navegador: recarregue a página ou feche outras abas.',
    );
  }
  const suggestions = [...flags];
  if (reading.slowConnection) {
    suggestions.push(
      'Conexão lenta: as imagens e os dados demoram mais a chegar; prefira o Wi-Fi se estiver disponível.',
    );
  }
  return { verdict: flags.length === 0 ? GOOD : NEEDS_WORK, suggestions };
}

const msFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const mbFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** '1.234 ms', or the placeholder while unknown. */
export function formatMs(value: number | null, unknown = 'Medindo...'): string {
  return value === null ? unknown : `${msFormat.format(value)} ms`;
}

/** '23,4 MB de 4.096 MB (1%)' */
export function formatMemory(memory: PerfReading['memory']): string {
  if (!memory) return 'Indisponível neste navegador';
  const share = Math.round((memory.usedMb / memory.limitMb) * 100);
  return `${mbFormat.format(memory.usedMb)} MB de ${mbFormat.format(memory.limitMb)} MB (${share}%)`;
}
