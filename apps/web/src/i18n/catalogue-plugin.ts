import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CATALOGUE_PARTS, cataloguePart, mergeCatalogues, type Catalogue } from './parts.ts';

const PREFIX = 'virtual:catalogue/';
const LANGUAGES = ['en', 'tr'];

/**
 * `import part from 'virtual:catalogue/<language>/<first|rest>'`: one part of a language's
 * catalogue (the app's merged with the shared one of @ergo/contracts), cut at build time so the
 * source catalogues keep one home each (see parts.ts). Each part is its own module, so the first
 * load carries the English first part only and the rest comes as chunks on demand.
 */
export function cataloguePlugin(): Plugin {
  let appDir = '';
  const sources = (language: string) => [
    path.join(appDir, `${language}.json`),
    path.resolve(appDir, `../../../../packages/contracts/src/i18n/${language}.json`),
  ];
  return {
    name: 'ergo-catalogue-parts',
    configResolved(config) {
      appDir = path.join(config.root, 'src/i18n');
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language = '', part = ''] = id.slice(PREFIX.length + 1).split('/');
      if (!LANGUAGES.includes(language) || !(CATALOGUE_PARTS as string[]).includes(part))
        throw new Error(`${id.slice(1)}: no such catalogue part`);
      const [app, shared] = await Promise.all(
        sources(language).map(async (file) => {
          this.addWatchFile(file);
          return JSON.parse(await readFile(file, 'utf8')) as Catalogue;
        }),
      );
      const text = JSON.stringify(
        cataloguePart(mergeCatalogues(app as Catalogue, shared as Catalogue), part as 'first'),
      );
      // JSON.parse of a string literal parses faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(text)});`;
    },
    // In development an edited catalogue reloads the page with its new texts.
    handleHotUpdate({ file, server }) {
      if (!LANGUAGES.some((language) => sources(language).includes(file))) return undefined;
      for (const module of server.moduleGraph.idToModuleMap.values())
        if (module.id?.startsWith(`\0${PREFIX}`)) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
