import type { Manifest, SlotComponent } from './schema';

/**
 * A slot component as the browser reads it. Its reads are sent by the page's entry (firstReads) and its
 * declared keys picked into the shell's strings by the build, so only whether it declared any comes along.
 */
export type RuntimeComponent = Omit<SlotComponent, 'reads' | 'strings'> & { strings?: true };

/** A manifest as the browser reads it: what people read (name, description) and what the server loads stay behind. */
export type RuntimeManifest = Omit<Manifest, '$schema' | 'name' | 'description' | 'server' | 'components'> & { components: RuntimeComponent[] };

export function runtimeManifest({ $schema: _schema, name: _name, description: _description, server: _server, components, ...rest }: Manifest): RuntimeManifest {
  return { ...rest, components: components.map(({ reads: _reads, strings, ...component }) => (strings ? { ...component, strings: true } : component)) };
}
