import { NamedSelect } from '~/components/named_select'
import { useEffect } from 'react'
import { Button, SideSheet, Tag, Tooltip } from '@douyinfe/semi-ui-19'
import { IconClose } from '@douyinfe/semi-icons'
import { useSetting, useShared } from '~/lib/shared_props'
import { useMediaQuery } from '~/hooks/use_media_query'
import { FloatingButton } from './floating_button'
import { MessageList } from './message_list'
import { ChatInput } from './chat_input'
import { useChat, type ChatDocument } from './use_chat'
import { ASK_DOCUMENT_EVENT } from './ask_document_event'
import { QUICK_QUESTIONS, QUICK_QUESTIONS_UNTIL, type ChatMode } from './chat_types'
import './chat.css'

const MODES: { value: ChatMode; label: string }[] = [
  { value: 'keyword', label: '关键词模式' },
  { value: 'ai', label: 'AI 模式' },
]

/**
 * The customer-service chat of every public page (spec §2, §4, §5): the floating button and
 * the 智能助手 sheet with the messages, quick questions, files, input and mode selector.
 * Clicking outside hides the sheet and keeps the conversation; the close icon ends it.
 */
export function ChatWidget() {
  const user = useShared().user
  const enabled = useSetting<boolean>('assistant', 'enable', true)
  const defaultMode = useSetting<ChatMode>('assistant', 'default_mode', 'keyword')
  const welcome = useSetting<string>('assistant', 'welcome', '')
  const phone = useMediaQuery('(max-width: 767px)')
  const chat = useChat({ signedIn: Boolean(user && user.id > 0), defaultMode })
  const { askDocument } = chat
  useEffect(() => {
    const ask = (event: Event) => void askDocument((event as CustomEvent<NonNullable<ChatDocument>>).detail)
    window.addEventListener(ASK_DOCUMENT_EVENT, ask)
    return () => window.removeEventListener(ASK_DOCUMENT_EVENT, ask)
  }, [askDocument])
  if (!enabled) return null

  const title = (
    <div className="ds-chat-head">
      <span className="ds-chat-head__title">智能助手</span>
      <NamedSelect
        size="small"
        className="ds-chat-head__mode"
        value={chat.mode}
        optionList={MODES}
        name="回答模式"
        onChange={(value) => void chat.switchMode(value as ChatMode)}
      />
      <Tooltip content="结束会话">
        <Button theme="borderless" type="tertiary" icon={<IconClose />} aria-label="关闭" onClick={chat.close} />
      </Tooltip>
    </div>
  )

  return (
    <>
      {!chat.open && <FloatingButton unread={chat.unread} onOpen={() => void chat.show()} />}
      <SideSheet
        visible={chat.open}
        title={title}
        closable={false}
        placement={phone ? 'bottom' : 'right'}
        width={phone ? '100%' : 420}
        height={phone ? '85%' : undefined}
        className="ds-chat-sheet"
        onCancel={chat.hide}
        aria-label="智能助手"
      >
        <div className="ds-chat">
          {chat.document && (
            <div className="ds-chat-scope">
              <Tag closable color="blue" size="large" onClose={() => void chat.leaveDocument()} data-testid="chat-scope">
                仅就《{chat.document.title}》提问
              </Tag>
            </div>
          )}
          <MessageList welcome={welcome} messages={chat.messages} />
          {chat.messages.length <= QUICK_QUESTIONS_UNTIL && (
            <div className="ds-chat-quick" aria-label="常见问题">
              {QUICK_QUESTIONS.map((question) => (
                <Button
                  key={question}
                  size="small"
                  className="ds-chat-quick__item"
                  disabled={chat.loading}
                  onClick={() => void chat.send(question, [])}
                >
                  {question}
                </Button>
              ))}
            </div>
          )}
          <ChatInput sessionId={chat.sessionId} loading={chat.loading} onSend={chat.send} />
        </div>
      </SideSheet>
    </>
  )
}
