import { useEffect, useState } from 'react'
import { Button, Empty, Rating, Skeleton, Tag, Typography } from '@douyinfe/semi-ui-19'
import { IconArrowLeft } from '@douyinfe/semi-icons'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { router } from '@inertiajs/react'
import { AdminPage } from '~/components/admin/admin_page'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { formatDateTime } from '~/lib/format'
import { MODE_LABELS, type HistoryMessage, type SessionRow } from '../../components/admin_types'
import '../../components/assistant_admin.css'

interface History {
  session: SessionRow
  message: HistoryMessage[]
}

/** One conversation, message by message (spec admin route assistant/sessions/{sessionId}/history). */
export default function AssistantHistory({ sessionId, can }: { sessionId: number; can: { history: boolean } }) {
  const [history, setHistory] = useState<History | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    if (!can.history) return
    api
      .get<History>(apiUrl('assistant.conversations.history', { id: sessionId }))
      .then(setHistory)
      .catch((failure: Error) => setError(failure.message))
  }, [sessionId, can.history])

  const back = (
    <Button icon={<IconArrowLeft />} onClick={() => router.visit('/admin/assistant/search')}>
      返回聊天记录
    </Button>
  )
  if (!can.history || error) {
    return (
      <AdminPage title={`会话 #${sessionId}`} actions={back}>
        <Empty image={<IllustrationNoContent className="ds-empty-image" />} title={error || '没有查看会话记录的权限'} />
      </AdminPage>
    )
  }
  const session = history?.session
  return (
    <AdminPage title={`会话 #${sessionId}`} actions={back}>
      <Skeleton loading={!history} active placeholder={<Skeleton.Paragraph rows={6} />}>
        {session && (
          <div className="ds-assistant-history__meta">
            <span>用户：{session.username || '—'}</span>
            <Tag color={session.mode === 'ai' ? 'violet' : 'blue'}>{MODE_LABELS[session.mode]}</Tag>
            <span>开始：{formatDateTime(session.created_at)}</span>
            <span>{session.closed_at ? `结束：${formatDateTime(session.closed_at)}` : '进行中'}</span>
            {session.rating > 0 && <Rating size="small" disabled value={session.rating} />}
            {session.feedback && <span>反馈：{session.feedback}</span>}
          </div>
        )}
        {history && history.message.length === 0 && <Empty title="这个会话还没有消息" />}
        <div className="ds-assistant-history">
          {history?.message.map((message) => (
            <div
              key={message.id}
              className={`ds-assistant-history__row${message.sender === 'user' ? ' is-user' : ''}${message.answered ? '' : ' is-unanswered'}`}
            >
              <div className="ds-assistant-history__bubble">
                {message.content || (message.file_ids.length ? `[${message.file_ids.length} 个文件]` : '')}
                {message.references.length > 0 && (
                  <ul className="ds-assistant-history__refs">
                    {message.references.map((reference, index) => (
                      <li key={index}>
                        {reference.url ? (
                          <Typography.Text link={{ href: reference.url, target: '_blank' }}>{reference.title}</Typography.Text>
                        ) : (
                          reference.title
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <span className="ds-assistant-history__time">
                {message.sender === 'user' ? '用户' : '助手'} · {formatDateTime(message.timestamp)}
                {!message.answered && ' · 未找到答案'}
              </span>
            </div>
          ))}
        </div>
      </Skeleton>
    </AdminPage>
  )
}
