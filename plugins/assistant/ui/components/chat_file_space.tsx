import { Progress, Typography } from '@douyinfe/semi-ui-19'
import { formatBytes } from '~/lib/format'

export interface ChatFileSpaceProps {
  count: number
  bytes: number
  cap_bytes: number
  keep_days: number
}

/** What members' chat files take of the storage set aside for them (聊天文件总容量). */
export function ChatFileSpace({ space }: { space: ChatFileSpaceProps }) {
  const percent = space.cap_bytes > 0 ? Math.min(100, Math.round((space.bytes / space.cap_bytes) * 100)) : 0
  return (
    <div className="ds-assistant-admin__files" role="group" aria-label="聊天文件占用">
      <Typography.Text>
        聊天文件 {space.count} 个，占用 {formatBytes(space.bytes)}，上限 {formatBytes(space.cap_bytes)}，保留 {space.keep_days} 天
      </Typography.Text>
      <Progress
        percent={percent}
        showInfo
        size="small"
        stroke={percent >= 90 ? 'var(--semi-color-danger)' : undefined}
        aria-label={`聊天文件已用 ${percent}%`}
        className="ds-assistant-admin__files-bar"
      />
    </div>
  )
}
