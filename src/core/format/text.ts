/** Names above 20 characters are shown as their first 18 and an ellipsis (part 1 §2). */
export function shortenName(name: string): string {
  return name.length > 20 ? `${name.slice(0, 18)}...` : name;
}
