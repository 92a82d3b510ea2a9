const FIRST_EMOTION_CLASS = /\.css-([a-z0-9]+)/;
const KEYFRAMES = /^@keyframes (animation-[a-z0-9]+)/;

/**
 * Of the Emotion rules a page inserted, those of the classes its drawn page wears, with the keyframes
 * they name: grouped by class in the classes' order, each class's rules in Emotion's order. The same on
 * any machine however quick it is: a class worn only on the way (a spinner while data loads) depends on
 * timing and is left out, and Emotion inserts it as before if a page draws it. An element wears one
 * Emotion class, so the groups' order decides nothing, while a class's own rules (its media queries
 * after it) keep theirs.
 */
export function settledRules(rules: Iterable<string>, worn: Iterable<string>): string[] {
  const wornNames = new Set(worn);
  const byClass = new Map<string, string[]>();
  const keyframes = new Map<string, string>();
  for (const rule of rules) {
    const frames = KEYFRAMES.exec(rule);
    if (frames) keyframes.set(frames[1], rule);
    const name = FIRST_EMOTION_CLASS.exec(rule)?.[1];
    if (!name || !wornNames.has(name)) continue;
    const group = byClass.get(name) ?? [];
    if (!group.includes(rule)) group.push(rule);
    byClass.set(name, group);
  }
  const kept = [...byClass.keys()].sort().flatMap((name) => byClass.get(name)!);
  const named = [...keyframes.keys()].sort().filter((name) => kept.some((rule) => rule.includes(name)));
  return [...kept, ...named.map((name) => keyframes.get(name)!)];
}
