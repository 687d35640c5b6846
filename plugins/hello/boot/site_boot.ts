import { fixedNavigation, homeLinks, siteComponents, toolbarLinks } from '#core/site/contracts'

/**
 * 问候 in the header navigation (today's greeting on hover, ui/contributions.tsx), a card on
 * the home page and a tool bar button, all leading to the public /hello page.
 */
export default async function siteBoot() {
  fixedNavigation.add('hello', () => [{ title: '问候', href: '/hello', sort: 50, popover: 'hello.greetingPopover' }])
  homeLinks.add('hello', () => [
    {
      key: 'hello.greetings',
      place: 'feature',
      title: '问候',
      text: '看看大家留下的问候，也向世界问声好。',
      href: '/hello',
      icon: 'HelloWave',
      tone: 'green',
      order: 50,
    },
  ])
  toolbarLinks.add('hello', () => [{ key: 'hello.greetings', title: '问候', href: '/hello', icon: 'HelloWave', order: 50 }])
  siteComponents.add('hello', () => ['hello.greetingPopover'])
}
