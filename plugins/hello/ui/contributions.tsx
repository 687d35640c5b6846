import { defineUiContributions } from '~/lib/ui_contributions'
import { GreetingPopover } from './components/greeting_popover'
import { GreetingSearchCard } from './components/greeting_search_card'
import { GreetingRibbon } from './components/greeting_ribbon'

/** A waving hand: the icon of the 问候 admin menu entry, which Semi's set does not have. */
function HelloWaveIcon({ size = 'default' }: { size?: 'small' | 'default' | 'large' | 'extra-large' }) {
  const pixels = { 'small': 14, 'default': 16, 'large': 20, 'extra-large': 24 }[size]
  return (
    <svg
      className="hello-wave-icon"
      width={pixels}
      height={pixels}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M7 11V6a1.5 1.5 0 0 1 3 0v5M10 10V4.5a1.5 1.5 0 0 1 3 0V10M13 10V5.5a1.5 1.5 0 0 1 3 0V12M16 9.5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7h-1a7 7 0 0 1-5.6-2.8L3 14.5a1.5 1.5 0 0 1 2.3-1.9L7 14" />
    </svg>
  )
}

export default defineUiContributions({
  icons: { HelloWave: HelloWaveIcon },
  components: {
    'hello.greetingPopover': GreetingPopover,
    'hello.searchCard': GreetingSearchCard,
    'hello.greetingRibbon': GreetingRibbon,
  },
})
