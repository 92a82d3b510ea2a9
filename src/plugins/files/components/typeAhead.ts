/** A pause longer than this between two letters starts a new search. */
export const TYPE_AHEAD_RESET_MS = 800;

/**
 * The letters typed so far into a list, as in a desktop file manager. A pause is counted from when
 * the key was pressed (`event.timeStamp`) or, if later, from when the list had answered the last
 * key: on a busy page a key's answer can take longer than the pause, and a user (or a test typing
 * one key after the other's answer) who goes on typing has not paused.
 */
export class TypeAhead {
  private text = '';
  private lastAt = -Infinity;

  /** Adds a letter pressed at `pressedAt` and returns the search it belongs to. */
  type(letter: string, pressedAt: number): string {
    this.text = pressedAt - this.lastAt > TYPE_AHEAD_RESET_MS ? letter.toLowerCase() : this.text + letter.toLowerCase();
    this.lastAt = pressedAt;
    return this.text;
  }

  /** Notes that the list has answered the last letter at `at` (after its redraw). */
  answered(at: number) {
    this.lastAt = Math.max(this.lastAt, at);
  }

  /** Another key (Enter, an arrow) or another folder ends the search. */
  clear() {
    this.text = '';
    this.lastAt = -Infinity;
  }
}
