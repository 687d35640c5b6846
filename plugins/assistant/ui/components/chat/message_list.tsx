import { useEffect, useRef } from 'react'
import { Avatar, Spin, Typography } from '@douyinfe/semi-ui-19'
import { IconCustomerSupport, IconFile } from '@douyinfe/semi-icons'
import { PENDING_TEXT, type ChatMessage } from './chat_types'

function References({ message }: { message: ChatMessage }) {
  if (message.references.length === 0) return null
  return (
    <ol className="ds-chat-refs">
      {message.references.map((reference, index) => {
        const href = reference.url || (reference.document_id ? `/document/${reference.document_id}` : '')
        return (
          <li key={index} className="ds-chat-refs__item">
            {href ? (
              <a href={href} className="ds-chat-refs__title">
                {reference.title}
                {reference.page ? <span className="ds-chat-refs__page">第{reference.page}页</span> : null}
              </a>
            ) : (
              <span className="ds-chat-refs__title">{reference.title}</span>
            )}
            {reference.snippet && <span className="ds-chat-refs__snippet">{reference.snippet}</span>}
          </li>
        )
      })}
    </ol>
  )
}

function Bubble({ message }: { message: ChatMessage }) {
  const waiting = message.status === 'pending'
  return (
    <div className={`ds-chat-msg is-${message.sender}${message.type === 'error' ? ' is-error' : ''}`} data-status={message.status}>
      {message.sender !== 'user' && (
        <Avatar size="small" color="light-blue" className="ds-chat-msg__avatar" alt="智能助手">
          <IconCustomerSupport />
        </Avatar>
      )}
      <div className="ds-chat-msg__body">
        <div className="ds-chat-msg__bubble">
          {waiting ? (
            <span className="ds-chat-msg__pending">
              <Spin size="small" /> {PENDING_TEXT}
            </span>
          ) : (
            message.content
          )}
          {message.files?.map((file) => (
            <span key={file.name} className="ds-chat-msg__file">
              <IconFile size="small" /> {file.name}
            </span>
          ))}
        </div>
        <References message={message} />
      </div>
    </div>
  )
}

/** The conversation, newest at the bottom, scrolled along as replies stream in. */
export function MessageList({ welcome, messages }: { welcome: string; messages: ChatMessage[] }) {
  const end = useRef<HTMLDivElement>(null)
  const last = messages.at(-1)
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  }, [messages.length, last?.content, last?.status])
  return (
    <div className="ds-chat-list" role="log" aria-live="polite" aria-label="聊天消息">
      {welcome && (
        <div className="ds-chat-msg is-bot is-welcome">
          <Avatar size="small" color="light-blue" className="ds-chat-msg__avatar" alt="智能助手">
            <IconCustomerSupport />
          </Avatar>
          <div className="ds-chat-msg__body">
            <div className="ds-chat-msg__bubble">{welcome}</div>
          </div>
        </div>
      )}
      {messages.map((message) => (
        <Bubble key={message.id} message={message} />
      ))}
      {messages.length === 0 && !welcome && <Typography.Text type="tertiary">向智能助手提问吧</Typography.Text>}
      <div ref={end} />
    </div>
  )
}
