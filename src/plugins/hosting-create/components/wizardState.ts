import type { Period } from '../../recharge/contract';
import type { PaymentOutcome, SavedPayer } from '../../recharge/ui';
import type { Product, Region } from '../catalogue';
import { NO_EXTRAS, type ExtraChoice } from '../extras';

/** The wizard's five steps (part 1 §2) and the rules for moving between them (part 1 §4). */
export const STEPS = ['product', 'plan', 'resources', 'checkout', 'configuration'] as const;
export const STEP = { product: 0, plan: 1, resources: 2, checkout: 3, configuration: 4 } as const;

export const N8N_ADDONS = ['POSTGRES', 'WAHA', 'Evolution API', 'TYPEBOT'] as const;
export type N8nAddon = (typeof N8N_ADDONS)[number];
/** Postgres is always on and cannot be removed. */
export const LOCKED_N8N_ADDON: N8nAddon = 'POSTGRES';

export const WORDPRESS_PLUGINS = ['elementor', 'cache', 'woocommerce', 'smtp'] as const;
export type WordPressPlugin = (typeof WORDPRESS_PLUGINS)[number];

const NO_PAYMENT: PaymentOutcome = { payment: null, status: null };

export interface WizardState {
  step: number;
  product: Product | null;
  planId: number | null;
  region: Region;
  n8nAddons: N8nAddon[];
  extras: ExtraChoice;
  period: Period | null;
  /** The payment form is open ("Garantir esta oferta" / "Concluir pagamento"). */
  paying: boolean;
  payment: PaymentOutcome;
  payer: SavedPayer;
  plugins: Record<WordPressPlugin, boolean>;
}

export const INITIAL_STATE: WizardState = {
  step: STEP.product,
  product: null,
  planId: null,
  region: 'BR',
  n8nAddons: [LOCKED_N8N_ADDON],
  extras: NO_EXTRAS,
  period: null,
  paying: false,
  payment: NO_PAYMENT,
  payer: {},
  plugins: { elementor: false, cache: false, woocommerce: false, smtp: false },
};

/** n8n has no extras: it goes from Plano straight to Checkout. */
function stepAfter(step: number, product: Product | null): number {
  return step === STEP.plan && product === 'n8n' ? STEP.checkout : step + 1;
}

function stepBefore(step: number, product: Product | null): number {
  return step === STEP.checkout && product === 'n8n' ? STEP.plan : step - 1;
}

export function chooseProduct(state: WizardState, product: Product): WizardState {
  if (state.product === product) return state;
  return { ...state, product, planId: null, region: 'BR', period: null };
}

export function goForward(state: WizardState): WizardState {
  return { ...state, step: Math.min(stepAfter(state.step, state.product), STEP.configuration) };
}

/**
 * Going back resets the payment; back from Recursos (or Checkout for n8n) to Plano clears the
 * extras and the n8n add-ons; back from Plano resets plan and region.
 */
export function goBack(state: WizardState): WizardState {
  const step = Math.max(stepBefore(state.step, state.product), STEP.product);
  let next: WizardState = { ...state, step, paying: false, payment: NO_PAYMENT };
  if (state.step > STEP.plan && step === STEP.plan) next = { ...next, extras: NO_EXTRAS, n8nAddons: [LOCKED_N8N_ADDON], period: null };
  if (step === STEP.product) next = { ...next, planId: null, region: 'BR', period: null };
  return next;
}

/**
 * Step 5, after a confirmed payment or "Pular esta etapa": the Elementor plugin follows the
 * Elementor extra and the cache plugin follows the accelerator.
 */
export function enterConfiguration(state: WizardState): WizardState {
  return {
    ...state,
    step: STEP.configuration,
    paying: false,
    plugins: { ...state.plugins, elementor: state.extras.elementor, cache: state.extras.accelerator },
  };
}

/** The payment payload's n8n template: space-separated add-ons, Postgres always first. */
export function n8nTemplate(addons: readonly N8nAddon[]): string {
  return N8N_ADDONS.filter((a) => a === LOCKED_N8N_ADDON || addons.includes(a)).join(' ');
}

/** The leave-page warning holds after the first step and until the payment is confirmed. */
export function warnsOnLeave(state: WizardState): boolean {
  return state.step > STEP.product && state.step < STEP.configuration && state.payment.status !== 'Paid';
}

const STORAGE_KEY = 'hosting-create.wizard';

/** Kept in the session so a reload loses nothing; card data never reaches it (the payment form leaves it out). */
export function loadState(storage: Storage = window.sessionStorage): WizardState {
  try {
    const saved = storage.getItem(STORAGE_KEY);
    return saved ? { ...INITIAL_STATE, ...(JSON.parse(saved) as Partial<WizardState>) } : INITIAL_STATE;
  } catch {
    return INITIAL_STATE;
  }
}

export function saveState(state: WizardState, storage: Storage = window.sessionStorage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(state));
}

export function clearState(storage: Storage = window.sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}
