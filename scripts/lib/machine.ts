import os from 'node:os';

// Every figure script prints where and under what load it ran: the machine is shared, and a
// figure taken while other work used the cores is not the same figure.

export function machineLine(): string {
  const cpus = os.cpus();
  const ram = (os.totalmem() / 2 ** 30).toFixed(1);
  return `Máquina: ${cpus[0]?.model ?? 'CPU desconhecida'}, ${cpus.length} núcleos, ${ram} GiB de RAM, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

export function loadLine(when: string): string {
  const [one, five, fifteen] = os.loadavg().map((v) => v.toFixed(2));
  return `Carga (load average 1/5/15 min) ${when}: ${one} / ${five} / ${fifteen}`;
}

/** The header every figure script starts with. */
export function runHeader(title: string): string {
  return [title, `Data: ${new Date().toISOString()}`, machineLine(), loadLine('no início')].join('\n');
}
