import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import { APP_VERSION } from '../../lib/trpc.ts';
import { DialogCloseButton } from '../DialogCloseButton.tsx';
import { useOnline } from '../layout/OfflineBanner.tsx';
import { useReturnFocus } from '../use-return-focus.ts';
import { usePerfReading } from './use-perf-reading.ts';
import { assess, formatMemory, formatMs, GOOD } from './verdict.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium text-stone-900 tabular-nums">{children}</dd>
    </div>
  );
}

function Badge({ tone, children }: { tone: 'good' | 'warn' | 'neutral'; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 font-semibold text-xs',
        tone === 'good' && 'bg-emerald-100 text-emerald-900',
        tone === 'warn' && 'bg-amber-100 text-amber-950',
        tone === 'neutral' && 'bg-stone-100 text-stone-800',
      )}
    >
      {children}
    </span>
  );
}

/**
 * The hidden performance monitor (docs/product/screens.md#performance-panel): opened with ?perf=1 or Alt+Shift+P
 * (PerfMonitor.tsx), closed with Escape or its button. Non-modal: the page stays usable, so the
 * numbers can be watched while using it.
 */
export default function PerfPanel({ onClose }: { onClose: () => void }) {
  const returnFocus = useReturnFocus();
  const online = useOnline();
  const reading = usePerfReading();
  const { verdict, suggestions } = assess(reading);

  return (
    <Dialog.Root open modal={false} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          {...returnFocus}
          // The page stays in use beside the panel: clicking it must not close the panel.
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed bottom-4 left-4 z-50 w-[calc(100vw-2rem)] max-w-sm rounded-2xl border border-stone-200 bg-white text-sm shadow-xl"
        >
          <div className="flex items-center justify-between gap-3 border-stone-200 border-b px-4 py-3">
            <Dialog.Title className="flex items-center gap-2 font-semibold text-base text-stone-900">
              <Gauge aria-hidden="true" className="size-5 text-brand-700" />
              Monitor de desempenho
            </Dialog.Title>
            <DialogCloseButton label="Fechar monitor de desempenho" />
          </div>
          <Dialog.Description className="sr-only">
            Medidas desta página e do aparelho. Feche com Esc.
          </Dialog.Description>
          <div className="flex max-h-[70dvh] flex-col gap-3 overflow-y-auto px-4 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={online ? 'good' : 'warn'}>{online ? 'Online' : 'Offline'}</Badge>
              {reading.slowConnection && <Badge tone="warn">Conexão lenta</Badge>}
              {reading.connection.effectiveType && (
                <Badge tone="neutral">Rede {reading.connection.effectiveType}</Badge>
              )}
            </div>
            <dl className="divide-y divide-stone-100">
              <Row label="Tempo de carregamento">{formatMs(reading.loadMs)}</Row>
              <Row label="LCP">{formatMs(reading.lcpMs)}</Row>
              <Row label="FCP">{formatMs(reading.fcpMs)}</Row>
              <Row label="Memória">{formatMemory(reading.memory)}</Row>
              <Row label="Janela">
                {reading.windowSize.width} × {reading.windowSize.height}
              </Row>
              <Row label="Núcleos">{reading.cores ?? 'Indisponível'}</Row>
              <Row label="Versão">{APP_VERSION}</Row>
            </dl>
            <div>
              <h3 className="font-semibold text-stone-900">Sugestões</h3>
              {suggestions.length === 0 ? (
                <p className="text-stone-700">Nenhuma: tudo dentro dos limites.</p>
              ) : (
                <ul className="list-disc space-y-1 pl-5 text-stone-700">
                  {suggestions.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              )}
            </div>
            <p className="flex items-center justify-between gap-2 rounded-lg bg-stone-50 px-3 py-2">
              <span className="font-medium text-stone-800">Avaliação</span>
              <Badge tone={verdict === GOOD ? 'good' : 'warn'}>{verdict}</Badge>
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
