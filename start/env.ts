import { Env } from '@adonisjs/core/env'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string.optional(),
  TRUSTED_PROXIES: Env.schema.string.optional(),
  CORS_ORIGINS: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.string.optional(),
  SESSION_DRIVER: Env.schema.enum.optional(['cookie', 'memory', 'redis'] as const),

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'mysql'] as const),
  SQLITE_FILE: Env.schema.string.optional(),
  DB_HOST: Env.schema.string.optional(),
  DB_PORT: Env.schema.number.optional(),
  DB_USER: Env.schema.string.optional(),
  DB_PASSWORD: Env.schema.string.optional(),
  DB_DATABASE: Env.schema.string.optional(),

  REDIS_HOST: Env.schema.string.optional(),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),
  RATE_LIMIT_REDIS_TIMEOUT_MS: Env.schema.number.optional(),
  QUEUE_CONCURRENCY: Env.schema.number.optional(),
  QUEUE_PREFIX: Env.schema.string.optional(),
  QUEUE_INLINE_WORKER: Env.schema.boolean.optional(),

  STORAGE_DRIVER: Env.schema.enum.optional(['local', 's3'] as const),
  STORAGE_ROOT: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_BUCKET: Env.schema.string.optional(),
  S3_ACCESS_KEY: Env.schema.string.optional(),
  S3_SECRET_KEY: Env.schema.string.optional(),

  MEILISEARCH_HOST: Env.schema.string.optional(),
  MEILISEARCH_KEY: Env.schema.string.optional(),

  AI_BASE_URL: Env.schema.string.optional(),
  AI_API_KEY: Env.schema.string.optional(),
  AI_MODEL: Env.schema.string.optional(),

  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USER: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_FROM: Env.schema.string.optional(),

  DOCSITE_PLUGINS: Env.schema.string.optional(),

  PAGE_CACHE: Env.schema.enum.optional(['on', 'off'] as const),
  PAGE_CACHE_TTL: Env.schema.number.optional(),
  PAGE_CACHE_MAX_PAGES: Env.schema.number.optional(),
})
