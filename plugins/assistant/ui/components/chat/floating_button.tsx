import { Badge } from '@douyinfe/semi-ui-19'
import { IconCustomerSupport } from '@douyinfe/semi-icons'
import { useFloatingPosition } from './use_floating_position'

/** The draggable customer-service button with its unread badge ("9+" above 9). */
export function FloatingButton({ unread, onOpen }: { unread: number; onOpen: () => void }) {
  const { position, dragging, handlers } = useFloatingPosition(onOpen)
  if (!position) return null
  return (
    <button
      type="button"
      className={`ds-chat-fab${dragging ? ' is-dragging' : ''}`}
      style={{ left: position.x, top: position.y }}
      aria-label={unread > 0 ? `智能助手，${unread > 9 ? '9+' : unread} 条未读消息` : '智能助手'}
      data-testid="assistant-fab"
      {...handlers}
    >
      <Badge count={unread > 0 ? unread : undefined} overflowCount={9} position="rightTop">
        <span className="ds-chat-fab__icon">
          <IconCustomerSupport size="extra-large" />
        </span>
      </Badge>
    </button>
  )
}
