import { layoutComponents } from '#core/site/contracts'

/** The floating button and the 智能助手 sheet on every page of the public site (the site layout renders it). */
export default async function siteBoot() {
  layoutComponents.add('assistant', () => [{ component: 'assistant.chat', place: 'floating' }])
}
