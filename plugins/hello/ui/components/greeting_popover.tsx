import type { ReactNode } from 'react'
import { Popover } from '@douyinfe/semi-ui-19'
import { useSetting } from '~/lib/shared_props'

/** The header's 问候 entry: hovering it shows today's greeting (the public hello.greeting setting). */
export function GreetingPopover({ children }: { children: ReactNode }) {
  const greeting = useSetting<string>('hello', 'greeting', '你好')
  return (
    <Popover position="bottomLeft" showArrow content={<div className="hello-greeting-popover">{greeting}，世界！</div>}>
      {children}
    </Popover>
  )
}
