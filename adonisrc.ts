import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  commands: [() => import('@adonisjs/core/commands'), () => import('@adonisjs/lucid/commands')],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    { file: () => import('@adonisjs/core/providers/repl_provider'), environment: ['repl', 'test'] },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('#providers/vite_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/cache/cache_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('#providers/plugin_host_provider'),
  ],

  preloads: [
    () => import('#start/kernel'),
    () => import('#start/routes'),
    { file: () => import('#start/view'), environment: ['web', 'test'] },
  ],

  tests: {
    suites: [
      {
        name: 'unit',
        files: ['core/*/tests/unit/**/*.spec.{ts,js}', 'plugins/*/tests/unit/**/*.spec.{ts,js}', 'tests/unit/**/*.spec.{ts,js}'],
        timeout: 10000,
      },
      {
        name: 'functional',
        files: [
          'core/*/tests/functional/**/*.spec.{ts,js}',
          'plugins/*/tests/functional/**/*.spec.{ts,js}',
          'tests/functional/**/*.spec.{ts,js}',
        ],
        // A guard against hangs, not a speed check (bench/ measures speed): CI runs two suites at
        // once on two cores, where a process's first server render alone can take half a minute.
        timeout: 90000,
      },
      {
        name: 'browser',
        files: ['core/*/tests/browser/**/*.spec.{ts,js}', 'plugins/*/tests/browser/**/*.spec.{ts,js}', 'tests/browser/**/*.spec.{ts,js}'],
        timeout: 120000,
      },
    ],
    forceExit: true,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
  ],

  hooks: {
    buildStarting: [() => import('@adonisjs/vite/build_hook')],
  },
})
