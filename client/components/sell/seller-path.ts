// The guided path to a first listing (docs/product/selling.md#becoming-a-seller): the three steps
// the server asks of a seller, then the store's delivery and Pix, which it does not.

export type SellerStepKey = 'email' | 'personal' | 'address' | 'store';

export interface SellerStep {
  key: SellerStepKey;
  title: string;
  done: boolean;
  /** Listing does not wait for it. */
  optional: boolean;
}

export interface SellerPath {
  steps: SellerStep[];
  /** The first step not done, the required ones first; null when all are. */
  current: SellerStepKey | null;
  /** Required steps not done: the listing form opens when none is left. */
  requiredLeft: number;
  canList: boolean;
}

/** What the server's verification status says (verification.status), and whether the store has a Pix key. */
export interface SellerFacts {
  emailVerified: boolean;
  personalInfoComplete: boolean;
  addressComplete: boolean;
  hasPix: boolean;
}

export const SELLER_STEP_TITLES: Record<SellerStepKey, string> = {
  email: 'Email confirmado',
  personal: 'Dados pessoais',
  address: 'Endereço',
  store: 'Entrega e Pix',
};

export function sellerPath(facts: SellerFacts): SellerPath {
  const done: Record<SellerStepKey, boolean> = {
    email: facts.emailVerified,
    personal: facts.personalInfoComplete,
    address: facts.addressComplete,
    store: facts.hasPix,
  };
  const steps = (Object.keys(SELLER_STEP_TITLES) as SellerStepKey[]).map((key) => ({
    key,
    title: SELLER_STEP_TITLES[key],
    done: done[key],
    optional: key === 'store',
  }));
  const requiredLeft = steps.filter((s) => !s.optional && !s.done).length;
  const current = steps.find((s) => !s.optional && !s.done)?.key ?? steps.find((s) => !s.done)?.key ?? null;
  return { steps, current, requiredLeft, canList: requiredLeft === 0 };
}

/** The one line that says what is left, above the steps. */
export function whatIsLeft(path: SellerPath): string {
  if (path.requiredLeft > 1) return `Faltam ${path.requiredLeft} passos para anunciar.`;
  if (path.requiredLeft === 1) return 'Falta 1 passo para anunciar.';
  if (path.current === 'store') return 'Pronto para anunciar. Falta só um passo opcional: entrega e Pix.';
  return 'Tudo pronto: você já pode anunciar.';
}

/** The word beside a step's title. */
export function stepBadge(step: SellerStep, current: SellerStepKey | null): string {
  if (step.done) return 'Concluído';
  if (step.key === current) return 'Passo atual';
  return step.optional ? 'Opcional' : 'Pendente';
}
