import cliProgress from 'cli-progress';

// The progress of a long command line job (the seed, the copy to PostgreSQL): a bar on a
// terminal; on a pipe or CI log, a plain line every 10 % instead, which a log keeps readable.

export interface Progress {
  start(total: number): void;
  tick(amount: number, phase: string): void;
  stop(): void;
}

/** `label` starts the bar's line, e.g. 'Semeando'. */
export function makeProgress(label: string): Progress {
  if (process.stdout.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        format: `${label} [{bar}] {percentage}% | {value}/{total} | {phase}`,
        stream: process.stdout,
        hideCursor: true,
      },
      cliProgress.Presets.shades_classic,
    );
    let value = 0;
    return {
      start: (total) => bar.start(total, 0, { phase: 'preparando' }),
      tick: (amount, phase) => {
        value += amount;
        bar.update(value, { phase });
      },
      stop: () => bar.stop(),
    };
  }
  let total = 1;
  let value = 0;
  let lastDecile = 0;
  return {
    start: (t) => {
      total = Math.max(1, t);
    },
    tick: (amount, phase) => {
      value += amount;
      const decile = Math.floor((value / total) * 10);
      if (decile > lastDecile) {
        lastDecile = decile;
        console.info(`  ${decile * 10}% (${value}/${total}, ${phase})`);
      }
    },
    stop: () => {},
  };
}
