import { Link } from '~/components/link'
import { useSetting } from '~/lib/shared_props'
import './greeting_popover.css'

/** Above the footer of every site page (hello's layout component): today's greeting and a way to the greetings. */
export function GreetingRibbon() {
  const greeting = useSetting<string>('hello', 'greeting', '你好')
  return (
    <aside className="ds-hello-ribbon" aria-label="问候">
      <span>{greeting}，世界！</span>
      <Link href="/hello">留下你的问候</Link>
    </aside>
  )
}
