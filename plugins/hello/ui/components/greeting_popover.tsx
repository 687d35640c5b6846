import type { ReactNode } from 'react'
import { Popover } from '@douyinfe/semi-ui-19'
import { useSetting, useShared } from '~/lib/shared_props'

/**
 * The header's 问候 entry: hovering it shows today's greeting (the public hello.greeting setting)
 * and how many greetings the site holds (hello's shared prop).
 */
export function GreetingPopover({ children }: { children: ReactNode }) {
  const greeting = useSetting<string>('hello', 'greeting', '你好')
  const count = (useShared().hello as { greeting_count?: number } | undefined)?.greeting_count
  return (
    <Popover
      position="bottomLeft"
      showArrow
      content={
        <div className="hello-greeting-popover">
          {greeting}，世界！{count ? <small>已有 {count} 条问候</small> : null}
        </div>
      }
    >
      {children}
    </Popover>
  )
}
