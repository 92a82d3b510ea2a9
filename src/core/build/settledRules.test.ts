import { describe, expect, it } from 'vitest';
import { settledRules } from './settledRules';

const spinner = ['.css-spin{animation:animation-turn 1s linear infinite;}', '@keyframes animation-turn{to{transform:rotate(1turn);}}'];
const card = ['.css-card{padding:8px;}', '@media (min-width:600px){.css-card{padding:16px;}}'];
const row = ['.css-row{display:flex;}', '.css-row:hover{background:#eee;}'];

describe('settledRules', () => {
  it('keeps the rules of the classes the drawn page wears, with the keyframes they name, and none drawn only on the way', () => {
    expect(settledRules([...spinner, ...row, ...card], ['row', 'card'])).toEqual([...card, ...row]);
    expect(settledRules([...spinner, ...card], ['spin', 'card'])).toEqual([...card, spinner[0], spinner[1]]);
  });

  it('gives the same rules whatever order the page inserted them in, each class keeping its own order', () => {
    const quick = settledRules([...row, ...card, ...spinner], ['row', 'card']);
    const slow = settledRules([...spinner, ...card, ...row, ...card], ['card', 'row']);
    expect(slow).toEqual(quick);
    expect(quick.indexOf(card[0])).toBeLessThan(quick.indexOf(card[1]));
  });
});
