import type { Plugin } from 'vite';

/**
 * The modules that `entry` imports statically, itself included, less those that `loadedBefore`
 * imports statically (they are in its chunk already), known once the build has parsed them: a
 * code-splitting group reads them through `has` as it places modules in chunks.
 */
export function staticGraph(entry: string, loadedBefore: string): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  return {
    has: (id) => modules.has(id),
    plugin: {
      name: 'portside-static-graph',
      apply: 'build',
      buildEnd() {
        const graphOf = (suffix: string) => {
          const graph = new Set<string>();
          const visit = (id: string) => {
            if (graph.has(id)) return;
            graph.add(id);
            for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
          };
          for (const id of this.getModuleIds()) if (id.endsWith(suffix)) visit(id);
          return graph;
        };
        const before = graphOf(loadedBefore);
        for (const id of graphOf(entry)) if (!before.has(id)) modules.add(id);
      },
    },
  };
}
