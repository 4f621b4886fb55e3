import type { Plugin } from 'vite';

/** A module that must not be in the first load, and why. */
export interface FirstLoadRule {
  pattern: RegExp;
  why: string;
}

/**
 * Fails the build when a module matching a rule is in the first load: the entry chunk, the chunks
 * it imports at once (main.tsx imports the app, boot.tsx, right after the first paint) and every
 * chunk those import statically, which the browser fetches before the login form works (issue 15).
 * Dynamic imports deeper down (lazy pages, the session's modules, language packs) are not followed.
 */
export function firstLoadGuard(rules: FirstLoadRule[]): Plugin {
  return {
    name: 'portside-first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output]] : [])),
      );
      const firstLoad = new Set<string>();
      const visit = (fileName: string) => {
        if (firstLoad.has(fileName)) return;
        firstLoad.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of chunks.values()) {
        if (!chunk.isEntry) continue;
        visit(chunk.fileName);
        for (const imported of chunk.dynamicImports) visit(imported);
      }
      const faults = [...firstLoad].flatMap((fileName) =>
        (chunks.get(fileName)?.moduleIds ?? []).flatMap((id) =>
          rules.filter((rule) => rule.pattern.test(id)).map((rule) => `${fileName}: ${id} (${rule.why})`),
        ),
      );
      if (faults.length > 0) this.error(`The first load holds what it must not:\n${faults.join('\n')}`);
    },
  };
}
