import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The web's features: each is reached from another only through its index.ts (its public surface).
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = WEB_FEATURES.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [
    `./${feature}`,
    ...WEB_FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
  ],
  message: 'A feature reaches another only through its index.ts.',
}));

/** Zones that keep each folder of `layers` (lowest first) from importing the ones above it. */
function layersBelow(base, layers) {
  return layers.slice(0, -1).map((layer, index) => ({
    target: `${base}/${layer}`,
    from: layers.slice(index + 1).map((above) => `${base}/${above}`),
    message: `${layer}/ sits below ${layers.slice(index + 1).join(', ')}/.`,
  }));
}

// The API's paths are spelled once, in the route table (packages/contracts/src/api-paths.ts): the
// API registers its entries and the web's fetchers call them through pathTo (issue 32).
const API_PATH = '/^\\/(operation|auth|dashboard|notifications|health|ws)\\//';
// The query layers (issue 32): the only files that import Drizzle or call the query builder.
const QUERY_LAYERS = ['apps/api/src/db/**', 'packages/analysis/src/db/**'];

// A query built on a database handle: `db.select(…)`, `tx.update(…)`, `ctx.db.insert(…)`.
const QUERY_VERBS = '/^(select|selectDistinct|insert|update|delete|execute)$/';
const queryBuilderCalls = [
  `CallExpression[callee.property.name=${QUERY_VERBS}][callee.object.name=/^(db|tx|executor)$/]`,
  `CallExpression[callee.property.name=${QUERY_VERBS}][callee.object.property.name='db']`,
].map((selector) => ({
  selector,
  message: 'SQL lives in the query modules (apps/api/src/db/<noun>.ts, packages/analysis/src/db).',
}));

const apiPathLiterals = [
  `Literal[value=${API_PATH}]`,
  `TemplateElement[value.raw=${API_PATH}]`,
].map((selector) => ({
  selector,
  message: "An API path comes from the route table: apiRoutes / pathTo from '@ergo/contracts'.",
}));

// Organization data is scoped with inOrg / byIdInOrg, never a hand-written condition.
const tenancySyntax = [
  {
    selector: "CallExpression[callee.name='eq'][arguments.0.property.name='organizationId']",
    message: 'Scope by organization with inOrg() or byIdInOrg() from @ergo/db.',
  },
  ...apiPathLiterals,
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/data/**',
      'apps/api/drizzle/**',
      'packages/pose/models/**',
      'test-results/**',
      '.test-reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Test matchers (expect.any, arrayContaining) are typed `any` by vitest itself.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Boundaries: no import cycles in the apps; web features meet only at their public index, and
    // the shared components, libraries and API client do not depend on any feature.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts', 'packages/analysis/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // the TypeScript preset's parsers and extensions: without them no-cycle cannot read a .tsx
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/api/tsconfig.json',
            'packages/analysis/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...['components', 'lib', 'api', 'i18n', 'hooks', 'browser'].map((shared) => ({
              target: `./apps/web/src/${shared}`,
              from: './apps/web/src/features',
              message: 'Shared web code does not depend on a feature.',
            })),
            // The shared web code's layers, lowest first: browser → i18n → api → lib → components.
            ...layersBelow('./apps/web/src', ['browser', 'i18n', 'api', 'lib', 'components']),
            // The api's lower domain folders do not reach back up (no folder-level cycles).
            {
              target: './apps/api/src/domain/survey-links',
              from: ['./apps/api/src/domain/assessments', './apps/api/src/domain/surveys'],
              message: 'Survey links sit below assessments and surveys.',
            },
            {
              target: './apps/api/src/domain/stored-files',
              from: [
                './apps/api/src/domain/assessments',
                './apps/api/src/domain/operations',
                './apps/api/src/domain/tasks',
              ],
              message: 'Stored files sit below operations, tasks and assessments.',
            },
            {
              target: './apps/api/src/context.ts',
              from: './apps/api/src/domain',
              message: 'The app context depends on no domain module (it declares what it needs).',
            },
            {
              target: './apps/api/src/db',
              from: ['./apps/api/src/domain', './apps/api/src/routes', './apps/api/src/plugins'],
              message: 'The query modules sit below the domain: they know tables, not rules.',
            },
            {
              target: './packages/analysis/src/db',
              from: './packages/analysis/src',
              except: ['./db'],
              message:
                "The analysis' query modules sit below its steps: they know tables, not rules.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tenancy becomes SQL in one place: inOrg / byIdInOrg (packages/db/src/tenancy.ts).
    files: ['apps/api/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/db/src/tenancy.ts', 'packages/contracts/src/api-paths.ts'],
    rules: { 'no-restricted-syntax': ['error', ...tenancySyntax] },
  },
  {
    // The query layer (issue 32): SQL is written in the api's per-entity query modules
    // (apps/api/src/db/<noun>.ts), the analysis' own (packages/analysis/src/db) and @ergo/db, each
    // query scoped to the organization in SQL; never in a route handler, a plugin, a library or a
    // domain module, which call those functions. Tests and their seeding helpers write rows directly.
    // (packages/platform's job queue keeps its own statements on the jobs table, which holds no
    // organization's data.)
    files: ['apps/api/src/**/*.ts', 'packages/analysis/src/**/*.ts'],
    ignores: [...QUERY_LAYERS, '**/*.test.ts', '**/*test-helpers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'SQL lives in the query modules (apps/api/src/db/<noun>.ts) or @ergo/db.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...tenancySyntax, ...queryBuilderCalls],
    },
  },
  {
    // The web's fetchers build their addresses from the same table (pathTo).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...apiPathLiterals] },
  },
  {
    // Short procedures: a function longer than a screen and a half is split by responsibility.
    // Data (catalogues, tables) and benchmarks are not procedures; tests read as stories.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/catalog*', '**/bench/**'],
    rules: { 'max-lines-per-function': ['error', { max: 150, IIFEs: true }] },
  },
  {
    // Tests and the features' test kits compose screens across features on purpose.
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  prettier,
);
