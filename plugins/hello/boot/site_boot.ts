import { fixedNavigation, homeLinks } from '#core/site/contracts'

/** 问候 in the header navigation and a card on the home page, both leading to the public /hello page. */
export default async function siteBoot() {
  fixedNavigation.add('hello', () => [{ title: '问候', href: '/hello', sort: 50 }])
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
}
