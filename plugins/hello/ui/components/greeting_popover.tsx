import type { ReactNode } from 'react'
import { Popover } from '@douyinfe/semi-ui-19'
import { useSetting, useShared } from '~/lib/shared_props'
import './greeting_popover.css'

/**
 * The header's 问候 entry: hovering it shows today's greeting (the public hello.greeting setting),
 * how many greetings the site holds (hello's shared prop) and, to a member, whether they have
 * left one (hello's user flag).
 */
export function GreetingPopover({ children }: { children: ReactNode }) {
  const greeting = useSetting<string>('hello', 'greeting', '你好')
  const shared = useShared()
  const count = (shared.hello as { greeting_count?: number } | undefined)?.greeting_count
  const greeted = shared.user?.flags?.['hello.greeted']
  return (
    <Popover
      position="bottomLeft"
      showArrow
      content={
        <div className="ds-hello-popover">
          {greeting}，世界！{count ? <small>已有 {count} 条问候</small> : null}
          {shared.user && <small data-testid="hello-greeted">{greeted ? '你已留下问候' : '你还没有留下问候'}</small>}
        </div>
      }
    >
      {children}
    </Popover>
  )
}
