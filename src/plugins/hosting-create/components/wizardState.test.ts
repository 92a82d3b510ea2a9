import { describe, expect, it } from 'vitest';
import { recommendPlan } from './planFinder';
import {
  INITIAL_STATE,
  STEP,
  chooseProduct,
  clearState,
  enterConfiguration,
  goBack,
  goForward,
  loadState,
  n8nTemplate,
  saveState,
  warnsOnLeave,
  type WizardState,
} from './wizardState';

const paying: Pick<WizardState, 'paying' | 'payment'> = { paying: true, payment: { payment: { invoice: 'i-1', method: 'PIX' }, status: 'Pending' } };

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('moving through the wizard', () => {
  it('n8n skips Recursos both ways', () => {
    const plan = { ...chooseProduct(INITIAL_STATE, 'n8n'), step: STEP.plan };
    expect(goForward(plan).step).toBe(STEP.checkout);
    expect(goBack({ ...plan, step: STEP.checkout }).step).toBe(STEP.plan);
    const php = { ...chooseProduct(INITIAL_STATE, 'php'), step: STEP.plan };
    expect(goForward(php).step).toBe(STEP.resources);
  });

  it('going back resets the payment', () => {
    const state: WizardState = { ...chooseProduct(INITIAL_STATE, 'php'), step: STEP.checkout, planId: 2, extras: { ...INITIAL_STATE.extras, dailyBackup: true }, ...paying };
    const back = goBack(state);
    expect(back).toMatchObject({ step: STEP.resources, paying: false, payment: { payment: null, status: null }, planId: 2 });
    expect(back.extras.dailyBackup).toBe(true);
  });

  it('back from Recursos to Plano clears the extras and the n8n add-ons', () => {
    const state: WizardState = { ...chooseProduct(INITIAL_STATE, 'wordpress'), step: STEP.resources, planId: 13, extras: { ...INITIAL_STATE.extras, elementor: true }, n8nAddons: ['POSTGRES', 'WAHA'] };
    const back = goBack(state);
    expect(back).toMatchObject({ step: STEP.plan, planId: 13, extras: INITIAL_STATE.extras, n8nAddons: ['POSTGRES'] });
  });

  it('back from Plano resets plan and region', () => {
    const state: WizardState = { ...chooseProduct(INITIAL_STATE, 'php'), step: STEP.plan, planId: 5, region: 'US' };
    expect(goBack(state)).toMatchObject({ step: STEP.product, planId: null, region: 'BR', product: 'php' });
  });

  it('step 5 turns on Elementor with its extra and the cache plugin with the accelerator', () => {
    const state: WizardState = { ...INITIAL_STATE, step: STEP.checkout, extras: { elementor: true, accelerator: true, dailyBackup: false, migration: false } };
    expect(enterConfiguration(state).plugins).toEqual({ elementor: true, cache: true, woocommerce: false, smtp: false });
    expect(enterConfiguration({ ...state, extras: INITIAL_STATE.extras }).plugins).toMatchObject({ elementor: false, cache: false });
  });

  it('warns on leaving after the first step and until the payment is confirmed', () => {
    expect(warnsOnLeave(INITIAL_STATE)).toBe(false);
    expect(warnsOnLeave({ ...INITIAL_STATE, step: STEP.plan })).toBe(true);
    expect(warnsOnLeave({ ...INITIAL_STATE, step: STEP.checkout, ...paying })).toBe(true);
    expect(warnsOnLeave({ ...INITIAL_STATE, step: STEP.checkout, payment: { ...paying.payment, status: 'Paid' } })).toBe(false);
    expect(warnsOnLeave({ ...INITIAL_STATE, step: STEP.configuration })).toBe(false);
  });

  it('writes the n8n template with Postgres always on, in the payload order', () => {
    expect(n8nTemplate([])).toBe('POSTGRES');
    expect(n8nTemplate(['TYPEBOT', 'POSTGRES', 'Evolution API'])).toBe('POSTGRES Evolution API TYPEBOT');
  });

  it('survives a reload through the session storage, and starts afresh once cleared', () => {
    const storage = memoryStorage();
    const state: WizardState = { ...chooseProduct(INITIAL_STATE, 'php'), step: STEP.checkout, planId: 3, period: 12, payer: { cpfCnpj: '529.982.247-25' } };
    saveState(state, storage);
    expect(loadState(storage)).toEqual(state);
    clearState(storage);
    expect(loadState(storage)).toEqual(INITIAL_STATE);
  });
});

describe('the plan finder', () => {
  it.each([
    [{ online: 0, goal: 1, traffic: 1 }, 12],
    [{ online: 1, goal: 1, traffic: 1 }, 13],
    [{ online: 0, goal: 2, traffic: 1 }, 13],
    [{ online: 0, goal: 1, traffic: 2 }, 13],
    [{ online: 0, goal: 3, traffic: 4 }, 14],
    [{ online: 1, goal: 1, traffic: 4 }, 14],
  ] as const)('%o recommends plan %i', (answers, plan) => {
    expect(recommendPlan(answers)).toBe(plan);
  });
});
