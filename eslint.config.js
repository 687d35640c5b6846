import { configApp, RULES_LIST } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

/** The browser code: the React shell and every owner's ui/ folder and UI tests. */
const BROWSER_FILES = ['resources/**/*.{ts,tsx}', 'core/*/ui/**/*.{ts,tsx}', 'plugins/*/ui/**/*.{ts,tsx}', '{core,plugins}/*/tests/ui/**/*.{ts,tsx}']

/**
 * Where the house style differs from the AdonisJS preset: one-line guards (`if (!row) return`)
 * need no braces, prettier (printWidth 140 in .prettierrc.cjs) owns line length, a property of
 * an awaited value is read in place (`(await register(...)).assertStatus(200)`), and API fields
 * keep their snake_case names when destructured.
 */
const HOUSE_RULES = {
  'curly': ['error', 'multi-line'],
  '@stylistic/max-len': 'off',
  '@unicorn/no-await-expression-member': 'off',
  '@typescript-eslint/naming-convention': [
    'error',
    { selector: 'variable', format: ['camelCase', 'UPPER_CASE', 'PascalCase'], leadingUnderscore: 'allow', trailingUnderscore: 'allow' },
    { selector: 'variable', modifiers: ['destructured'], format: null },
    { selector: 'typeLike', format: ['PascalCase'] },
    { selector: 'class', format: ['PascalCase'] },
    { selector: 'interface', format: ['PascalCase'], custom: { regex: '^I[A-Z]', match: false } },
  ],
}

/**
 * React's hooks plugin also carries the React Compiler's rules (purity, refs, set-state-in-effect,
 * immutability, static-components); Docsite does not compile with it. Inertia's <Head> children
 * take `head-key`.
 */
const BROWSER_RULES = {
  'react-hooks/static-components': 'off',
  'react-hooks/purity': 'off',
  'react-hooks/refs': 'off',
  'react-hooks/set-state-in-effect': 'off',
  'react-hooks/immutability': 'off',
  'react/no-unknown-property': ['error', { ignore: ['head-key'] }],
}

export default configApp(
  { ignores: ['public/**', 'tmp/**', '.adonisjs/**', 'storage/**', '.tools/**', 'build/**', 'bench/lib/vendor/**'] },
  { name: 'Docsite server code', files: ['**/*.ts'], rules: HOUSE_RULES },
  ...react.map((block) => ({ ...block, files: BROWSER_FILES })),
  { name: 'Docsite browser code', files: BROWSER_FILES, rules: { ...RULES_LIST, ...HOUSE_RULES, ...BROWSER_RULES } }
)
