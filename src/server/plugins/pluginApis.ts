/**
 * The name and type of something one plugin's server offers the others (the FTP plugin's main
 * passwords, which the SSH access sends to the node), declared in the offering plugin's contract.ts.
 */
export interface PluginApiKey<T> {
  readonly name: string;
  /** Only carries T for the type checker. */
  readonly type?: T;
}

export const pluginApiKey = <T>(name: string): PluginApiKey<T> => ({ name });

/**
 * What plugins' servers offer each other, so that one plugin uses another's through that plugin's
 * contract and never its internals. Plugins set up in any order: a user asks `whenProvided`, or
 * `find` at the time of use, and does without when the offering plugin is not served.
 */
export class PluginApis {
  private readonly provided = new Map<string, unknown>();
  private readonly waiting = new Map<string, ((api: unknown) => void)[]>();

  provide<T>(key: PluginApiKey<T>, api: T): void {
    if (this.provided.has(key.name)) throw new Error(`plugin API "${key.name}" is provided twice`);
    this.provided.set(key.name, api);
    for (const ready of this.waiting.get(key.name) ?? []) ready(api);
    this.waiting.delete(key.name);
  }

  find<T>(key: PluginApiKey<T>): T | null {
    return (this.provided.get(key.name) as T | undefined) ?? null;
  }

  /** Runs `ready` with the API once it is provided, at once when it already is. */
  whenProvided<T>(key: PluginApiKey<T>, ready: (api: T) => void): void {
    const api = this.find(key);
    if (api !== null) ready(api);
    else this.waiting.set(key.name, [...(this.waiting.get(key.name) ?? []), ready as (api: unknown) => void]);
  }
}
