import { describe, expect, it } from 'vitest';
import { barrelsWithoutSideEffects } from './barrelsWithoutSideEffects';

const transform = (code: string) => (barrelsWithoutSideEffects().transform as { handler: (code: string) => unknown }).handler(code);

describe('barrelsWithoutSideEffects', () => {
  it('says a barrel of the panel has no side effects, so that the bundler keeps only the modules whose names are taken', () => {
    expect(transform("export { ListCard } from './layout/ListCard';\nexport * from './format';")).toMatchObject({ moduleSideEffects: false });
  });

  it('leaves alone a module that runs code of its own', () => {
    expect(transform("export { openHelpModal } from './stores';\nexport const startTutorial = () => 1;")).toBeUndefined();
    expect(transform("import './setup';\nexport { A } from './a';")).toBeUndefined();
  });
});
