/**
 * Tables written on most visits or by background bookkeeping, which no cached page shows:
 * their writes invalidate nothing. A render that reads one of them is not cached, so a page
 * that starts to show one cannot go stale; move the table out of this list then.
 */
export const IGNORED_TABLES = new Set([
  'page_cache_invalidations',
  'statistics_page_views',
  'statistics_visitors',
  'statistics_daily',
  'statistics_daily_dimensions',
  'statistics_daily_documents',
  'statistics_daily_page_types',
  'statistics_document_events',
  'statistics_document_windows',
  'statistics_rollup_state',
  'search_rebuilds',
  'assistant_usage',
  'assistant_sessions',
  'assistant_messages',
  'assistant_files',
  'auth_access_tokens',
  'mail_logs',
  'outage_logs',
  'document_download_locks',
  'oauth_pending_logins',
  'oauth_used_codes',
  'spider_host_turns',
  'seo_sitemap_builds',
  'captchas',
  'email_codes',
  'sms',
  'queue_failures',
  'storage_failures',
  'oauth_scan_logins',
  'oauth_mp_scan_logins',
  'adonis_schema',
  'adonis_schema_versions',
])
