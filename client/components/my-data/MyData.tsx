import type { ReactNode } from 'react';
import { DataExport } from './DataExport.tsx';
import { DataSummary } from './DataSummary.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import { NewsletterConsent } from './NewsletterConsent.tsx';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-semibold text-stone-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** 'Meus dados' in /dashboard (docs/product/data-rights.md#meus-dados): the member's rights under the LGPD. */
export function MyData({ newsletter }: { newsletter: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      <DataSummary />
      <Part id="meus-dados-newsletter" title="Newsletter">
        <NewsletterConsent initial={newsletter} />
      </Part>
      <Part id="meus-dados-baixar" title="Baixar meus dados">
        <DataExport />
      </Part>
      <Part id="meus-dados-excluir" title="Excluir minha conta">
        <DeleteAccount />
      </Part>
    </div>
  );
}
