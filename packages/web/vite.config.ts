import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { Resources } from './src/i18n';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const MESSAGES_ID = 'virtual:portal-messages/';
/** The namespace only the buyer workbench shows: built apart and loaded with the workbench's layout. */
const ADMIN_PART = 'admin';

/**
 * virtual:portal-messages/<locale>: i18next resources with that language's texts of every feature
 * (i18n/features.ts) and only their own name (common.languageName, for the language switcher) of the others,
 * so a page loads one language instead of the three each feature file holds (docs/decisions/bundle.md); the
 * buyer workbench's messages (admin, a third of them) are virtual:portal-messages/<locale>/admin, loaded with
 * its layout. The build evaluates the message files once and emits plain JSON per language; the dev server
 * composes them at run time, so editing a message file still reloads.
 */
function localeMessages(): Plugin {
  let serve = false;
  let features: Promise<{ module: typeof import('./src/i18n/features'); dependencies: string[] }> | undefined;
  return {
    name: 'portal-locale-messages',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(id) {
      return id.startsWith(MESSAGES_ID) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${MESSAGES_ID}`)) return undefined;
      // virtual:portal-messages/<locale>/admin: the buyer workbench's messages, loaded with its layout.
      const [name, part] = id.slice(MESSAGES_ID.length + 1).split('/');
      const locale = JSON.stringify(name);
      if (serve) {
        // The dev server's main module holds every message, the workbench's too.
        if (part === ADMIN_PART) return 'export default {};';
        return `import { buildResources } from '/src/i18n/resources.ts';\nexport default buildResources();`;
      }
      features ??= runnerImport<typeof import('./src/i18n/features')>(`${ROOT}src/i18n/features.ts`, {
        root: ROOT,
        logLevel: 'warn',
        environments: { inline: { resolve: { noExternal: ['@portal/domain'] } } },
      });
      const { module, dependencies } = await features;
      for (const file of dependencies) this.addWatchFile(file);
      const wanted = JSON.parse(locale) as keyof (typeof module.FEATURES)[number]['messages'];
      const common = module.FEATURES.find((f) => f.namespace === 'common');
      const resources: Resources = {};
      if (part === ADMIN_PART) {
        const admin = module.FEATURES.filter((f) => f.namespace === ADMIN_PART);
        resources[wanted] = { translation: Object.fromEntries(admin.map((f) => [f.namespace, f.messages[wanted]])) };
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(resources))});`;
      }
      for (const other of Object.keys(common?.messages ?? {}) as (typeof wanted)[]) {
        resources[other] = { translation: { common: { languageName: common!.messages[other].languageName } } };
      }
      const shown = module.FEATURES.filter((f) => f.namespace !== ADMIN_PART);
      resources[wanted] = { translation: Object.fromEntries(shown.map((f) => [f.namespace, f.messages[wanted]])) };
      if (Object.values(resources[wanted]!.translation).some((tree) => tree === undefined)) this.error(`no messages in ${locale}`);
      // JSON.parse of one string is quicker to load than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(resources))});`;
    },
    async generateBundle() {
      // The texts the server writes into the first view of / and of an announcement (FIRST_VIEW_MESSAGES).
      features ??= runnerImport<typeof import('./src/i18n/features')>(`${ROOT}src/i18n/features.ts`, {
        root: ROOT,
        logLevel: 'warn',
        environments: { inline: { resolve: { noExternal: ['@portal/domain'] } } },
      });
      const { module } = await features;
      const byLocale: Record<string, Record<string, unknown>> = {};
      for (const [namespace, path] of FIRST_VIEW_MESSAGES) {
        const feature = module.FEATURES.find((f) => f.namespace === namespace);
        if (!feature) this.error(`no messages ${namespace}`);
        for (const [locale, tree] of Object.entries(feature.messages)) {
          let node: unknown = tree;
          for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
          if (node === undefined) this.error(`no messages ${namespace}.${path.join('.')} in ${locale}`);
          let into = ((byLocale[locale] ??= {})[namespace] ??= {}) as Record<string, unknown>;
          for (const part of path.slice(0, -1)) into = (into[part] ??= {}) as Record<string, unknown>;
          into[path.at(-1)!] = node;
        }
      }
      this.emitFile({ type: 'asset', fileName: FIRST_VIEW_MESSAGES_FILE, source: JSON.stringify(byLocale) });
    },
  };
}

/**
 * The messages the server's first view of a public page shows (docs/decisions/bundle.md, "Readable content
 * first"), emitted beside index.html as FIRST_VIEW_MESSAGES_FILE: one text, one place (the web's message files).
 */
const FIRST_VIEW_MESSAGES_FILE = 'first-view-messages.json';
const FIRST_VIEW_MESSAGES: [string, string[]][] = [
  ['common', ['appName']],
  ['shell', ['demoBanner']],
  ['home', ['latest']],
  ['home', ['tenders']],
  ['home', ['inquiries']],
  ['home', ['tender']],
  ['home', ['inquiry']],
  ['projects', ['card']],
  ['announcement', ['info']],
  ['announcement', ['releaseTime']],
];

/**
 * The built index.html asks for its stylesheets before its scripts: the page paints (the skeleton) only once
 * they have arrived, and HTTP/1.1 fetches six files at a time in the order the document names them, so
 * behind seventeen module preloads they would wait for the scripts (docs/decisions/bundle.md).
 */
function stylesFirst(): Plugin {
  return {
    name: 'portal-styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const styles = html.match(/^\s*<link rel="stylesheet"[^>]*>\n?/gm) ?? [];
        const rest = styles.reduce((out, link) => out.replace(link, ''), html);
        return rest.replace(/^(\s*)<script type="module"/m, (all, indent: string) => `${styles.map((l) => indent + l.trim()).join('\n')}\n${all}`);
      },
    },
  };
}

/** Dev server proxies the API to a running portal (npm start) on port 8080. */
export default defineConfig({
  plugins: [react(), localeMessages(), stylesFirst()],
  server: { port: 5173, proxy: { '/prod-api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // On a slow network each chunk costs a round trip and HTTP/1.1 fetches six at a time
          // (docs/decisions/bundle.md): the libraries every page runs on (React, the router, i18next) travel as
          // one chunk, and common chunks under 16 KB are copied into the chunks that use them (60 files for
          // the first load of / became 17). Inlining needs preserveEntrySignatures: false and runs modules in
          // source order (strictExecutionOrder), which costs a few KB.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/, priority: 10 }],
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
  },
});
