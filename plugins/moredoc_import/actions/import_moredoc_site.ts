import { stat } from 'node:fs/promises'
import { openMoredocSource } from '../services/moredoc_source.js'
import registry from '#core/kernel/plugin_registry'
import { kindReport, SILENT_PROGRESS, type ImportProgress, type KindReport } from '../services/import_report.js'
import type { ImportContext } from '../services/import_context.js'
import { importGroups } from './import_groups.js'
import { importUsers } from './import_users.js'
import { importUserGroups } from './import_user_groups.js'
import { importCategories } from './import_categories.js'
import { importDocuments } from './import_documents.js'
import { importArticles } from './import_articles.js'
import { importComments } from './import_comments.js'
import { importFavorites } from './import_favorites.js'
import { importDownloads } from './import_downloads.js'
import { importFriendlinks, importNavigation } from './import_site_links.js'
import { importSettings } from './import_settings.js'
import { importAvatars } from './import_avatars.js'
import { importBanners } from './import_banners.js'
import { importDocumentScores } from './import_document_scores.js'
import { importSigns } from './import_signs.js'
import { importPunishments } from './import_punishments.js'
import { importReports } from './import_reports.js'
import { importLanguages } from './import_languages.js'
import { importAdvertisements } from './import_advertisements.js'
import { importGroupPermissions } from './import_group_permissions.js'

export interface MoredocImportInput {
  /** mysql://user:password@host:port/database of the MOREDOC site. */
  mysql: string
  /** MOREDOC's uploads folder (its documents/ folder is looked for beside it too). */
  uploads: string
  /** MOREDOC's table prefix. */
  prefix?: string
  progress?: ImportProgress
}

export interface MoredocImportResult {
  reports: KindReport[]
  /** Documents handed to the conversion queue by this run. */
  queuedDocumentIds: number[]
}

/**
 * The kinds that need a plugin here (articles, community, commerce, ads) or a table some MOREDOC versions
 * lack: left out whole, with the reason, when either is missing.
 */
const OPTIONAL_STEPS: {
  kind: string
  label: string
  plugin?: string
  table: string
  run: (context: ImportContext) => Promise<KindReport>
}[] = [
  { kind: 'article', label: '文章', plugin: 'articles', table: 'article', run: importArticles },
  { kind: 'comment', label: '评论', plugin: 'community', table: 'comment', run: importComments },
  { kind: 'favorite', label: '收藏', plugin: 'community', table: 'favorite', run: importFavorites },
  { kind: 'download', label: '下载记录', table: 'download', run: importDownloads },
  { kind: 'navigation', label: '导航', table: 'navigation', run: importNavigation },
  { kind: 'friendlink', label: '友情链接', table: 'friendlink', run: importFriendlinks },
  { kind: 'setting', label: '配置', table: 'config', run: importSettings },
  { kind: 'avatar', label: '头像', table: 'user', run: importAvatars },
  { kind: 'banner', label: '横幅', plugin: 'ads', table: 'banner', run: importBanners },
  { kind: 'document_score', label: '文档评分', table: 'document_score', run: importDocumentScores },
  { kind: 'sign', label: '签到', plugin: 'commerce', table: 'sign', run: importSigns },
  { kind: 'report', label: '举报', plugin: 'community', table: 'report', run: importReports },
  { kind: 'punishment', label: '惩罚', table: 'punishment', run: importPunishments },
  { kind: 'advertisement', label: '广告', plugin: 'ads', table: 'advertisement', run: importAdvertisements },
]

async function optionalStep(context: ImportContext, step: (typeof OPTIONAL_STEPS)[number]) {
  const reason =
    step.plugin && !registry.isLoaded(step.plugin)
      ? `插件 ${step.plugin} 未启用`
      : !(await context.source.hasTable(step.table))
        ? `MOREDOC 数据库中没有表 ${context.source.table(step.table)}`
        : null
  if (!reason) return step.run(context)
  const report = kindReport(step.kind, step.label)
  report.skipped.push({ sourceId: 0, reason: `整类未迁移：${reason}` })
  return report
}

/**
 * Copies a MOREDOC site kind by kind, in the order rows refer to each other (groups and
 * users before memberships, categories and users before documents). Each kind remembers
 * what it copied, so running it again copies only what is new or was left out before.
 */
export async function importMoredocSite(input: MoredocImportInput): Promise<MoredocImportResult> {
  const info = await stat(input.uploads).catch(() => null)
  if (!info?.isDirectory()) throw new Error(`--uploads: ${input.uploads} is not a folder`)
  const source = await openMoredocSource(input.mysql, input.prefix ?? 'mnt_')
  const context: ImportContext = { source, uploads: input.uploads, progress: input.progress ?? SILENT_PROGRESS }
  try {
    if (!(await source.hasTable('user'))) {
      throw new Error(`no table ${source.table('user')} in MOREDOC's database: is it a MOREDOC database, and is --prefix right?`)
    }
    const reports: KindReport[] = []
    reports.push(await importGroups(context))
    reports.push(await importUsers(context))
    reports.push(await importUserGroups(context))
    if ((await source.hasTable('permission')) && (await source.hasTable('group_permission'))) {
      reports.push(await importGroupPermissions(context))
    }
    reports.push(await importCategories(context))
    if (await source.hasTable('language')) reports.push(await importLanguages(context))
    const documents = await importDocuments(context)
    reports.push(documents.report)
    for (const step of OPTIONAL_STEPS) reports.push(await optionalStep(context, step))
    return { reports, queuedDocumentIds: documents.queued }
  } finally {
    await source.close()
  }
}
