import type { DashboardContext, DashboardWidget } from '../contracts.js'
import { AdminPermission } from '../permissions.js'
import { releaseJson } from './release_state.js'

/** The part of a release's notes the notice quotes. */
const NOTES_LENGTH = 200

/**
 * A notice while the last check found a release newer than the running one and not ignored;
 * read from that check, so opening the dashboard never waits on the version source.
 */
export async function releaseWidgets({ held }: DashboardContext): Promise<DashboardWidget[]> {
  if (!held.has(AdminPermission.release.check)) return []
  const release = await releaseJson()
  if (!release.is_new) return []
  const notes = [...release.body.trim()]
    .slice(0, NOTES_LENGTH)
    .join('')
    .replace(/[。.；;，,\s]+$/u, '')
  return [
    {
      key: 'release.new',
      title: '程序版本',
      kind: 'notice',
      wide: true,
      link: '/admin/config/release',
      notice: {
        type: 'warning',
        text: `发现新版本 ${release.tag_name}（当前 ${release.current}）`,
        // The notice's `at` reads 最近一次 (an occurrence): a release date is said in words instead.
        description: [[release.name, notes].filter(Boolean).join('：'), release.release_at && `发布于 ${release.release_at.slice(0, 10)}`]
          .filter(Boolean)
          .join('；'),
      },
    },
  ]
}
